#!/usr/bin/env bash
# The photos workflow's last step (.github/workflows/photos.yml, ADR 0038): commits the made photos
# (content/media-derived/) and pushes them to BRANCH. If the branch moved on meanwhile (the owner
# published again), the push is rejected: the commit is moved onto the branch's new head, the
# photos are made again there (that head may have new photos, or fewer), and the push tried again,
# at most PUSH_TRIES times. It never ends well without its commit on the branch: after the last
# try, or on any other failure, it fails loudly, and the next build on the host names the photos it
# had to make (build-info.json's photosNotCommitted, and its log).
#
# Usage: scripts/dev/push-photos.sh BRANCH, in a checkout whose photos were just made.
# PUSH_TOKEN, if set, authenticates to github.com for the fetch and push only: never in .git/config,
# and not in the environment of the photos' making. MAKE_PHOTOS is the command that makes them.
set -euo pipefail

branch="$1"
make_photos="${MAKE_PHOTOS:-npm run photos}"
tries="${PUSH_TRIES:-5}"
derived="content/media-derived"
# Cloudflare Pages skips a commit whose message begins with [CF-Pages-Skip], Netlify one that holds
# [skip netlify]: the host's build of the owner's own commit already made these photos.
message="[CF-Pages-Skip] Photos made into the site's sizes [skip ci] [skip netlify]"

remote() {
  if [ -n "${PUSH_TOKEN:-}" ]; then
    local basic
    basic="$(printf 'x-access-token:%s' "$PUSH_TOKEN" | base64 | tr -d '\n')"
    git -c "http.https://github.com/.extraheader=AUTHORIZATION: basic $basic" "$@"
  else
    git "$@"
  fi
}

git config user.name "github-actions[bot]"
git config user.email "41898282+github-actions[bot]@users.noreply.github.com"
base="$(git rev-parse HEAD)" # the branch's head this commit goes on

for ((try = 1; ; try++)); do
  git add -A -- "$derived"
  if ! git diff --cached --quiet; then
    # One commit of photos on top of the branch's head: amended after a move, not stacked.
    if [ "$(git rev-parse HEAD)" != "$base" ]; then git commit --quiet --amend --no-edit; else git commit --quiet -m "$message"; fi
  fi
  if [ "$(git rev-parse HEAD)" = "$base" ]; then
    echo "Every photo was already made: nothing to commit."
    exit 0
  fi
  if remote push --quiet origin "HEAD:refs/heads/$branch"; then
    echo "Photos committed to $branch: $(git rev-parse --short HEAD), on $(git rev-parse --short "$base")."
    exit 0
  fi
  if ((try >= tries)); then
    echo "::error::The photos were made but not committed: the push to $branch was refused $tries times (the branch moved on each time, or a branch rule refuses this workflow's pushes). Every build on the host makes them again, and says which in its log and to the editor, until this workflow is run again (Actions → Photos made once → Run workflow)."
    exit 1
  fi
  echo "::warning::$branch moved on while the photos were made (try $try of $tries): making them again on its new head."
  remote fetch --quiet origin "$branch"
  base="$(git rev-parse FETCH_HEAD)"
  if ! git rebase --quiet "$base"; then
    git rebase --abort
    git reset --quiet --hard "$base"
  fi
  env -u PUSH_TOKEN sh -c "$make_photos"
done
