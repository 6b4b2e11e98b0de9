/**
 * `npm run vapid-keys`: a new pair of keys that sign the alerts on the owner's phone, printed as the
 * two `wrangler secret put` answers (docs/deploying.md, "Cloudflare"). A new pair makes every phone
 * turn its alerts on again: make one once.
 */
import { newVapidKeys } from "../../worker/push/new-vapid-keys.ts";

const { publicKey, privateKey } = await newVapidKeys();
console.log(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}`);
console.log("\nSet each on Cloudflare with: npx wrangler secret put VAPID_PUBLIC_KEY (then VAPID_PRIVATE_KEY), pasting its value.");
