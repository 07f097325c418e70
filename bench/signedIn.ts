/** Where the app keeps its session in localStorage (redux-persist, key 'auth'; see src/state/session/persist.ts). */
export const SESSION_STORAGE_KEY = 'persist:auth';

/**
 * The session of the account behind `token`, as redux-persist stores it: each whitelisted key
 * JSON-encoded on its own, inside one JSON object with redux-persist's `_persist` marker. Put
 * under SESSION_STORAGE_KEY before the app starts, it opens signed in.
 */
export const storedSession = async (baseUrl: string, token: string): Promise<string> => {
  const response = await fetch(new URL('/api/auth/user/', baseUrl), {
    headers: { Authorization: `Token ${token}` },
  });
  if (!response.ok) {
    throw new Error(`GET /api/auth/user/ answered ${response.status}: is the token still valid?`);
  }
  const user: unknown = await response.json();
  return JSON.stringify({
    token: JSON.stringify(token),
    user: JSON.stringify(user),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
};
