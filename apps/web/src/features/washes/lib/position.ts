/** How long a wash waits for the phone's position before going without it. */
const POSITION_WAIT_MS = 3_000;

/**
 * The phone's position, only when the customer has already allowed it (a second signal
 * for the operator, never a wall): this never opens the permission prompt.
 */
export async function currentPosition(): Promise<{ lat: number; lng: number; accuracy: number } | undefined> {
  try {
    if (!navigator.permissions || !navigator.geolocation) return undefined;
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    if (permission.state !== 'granted') return undefined;
    return await new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (position) =>
          resolve({
            lat: position.coords.latitude,
            lng: position.coords.longitude,
            accuracy: Math.min(position.coords.accuracy, 100_000),
          }),
        () => resolve(undefined),
        { timeout: POSITION_WAIT_MS, maximumAge: 60_000 },
      );
    });
  } catch {
    return undefined;
  }
}
