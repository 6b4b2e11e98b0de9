/** A JSON file the site serves, read afresh (never from a cache); undefined when it cannot be read just now (a server restarting, a connection dropped). */
export async function freshJson<T>(path: string): Promise<T | undefined> {
  try {
    const response = await fetch(path, { cache: "no-store" });
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}
