export interface SseEvent {
  event: string;
  id: string | null;
  data: unknown;
}

/** The fields of one event of a stream (`event: …`, `id: …`, `data: …` lines). */
export function sseFields(block: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
  }
  return fields;
}

/** Opens an event stream on a listening app and collects its events. */
export async function openEventStream(baseUrl: string, cookie: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { cookie, accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = sseFields(block);
          if (fields.event) {
            events.push({
              event: fields.event,
              id: fields.id ?? null,
              data: fields.data ? JSON.parse(fields.data) : null,
            });
            waiters.splice(0).forEach((wake) => wake());
          }
        }
      }
    } catch {
      // aborted
    }
  })();

  /** Waits until an event matching `predicate` has arrived (or fails after `timeoutMs`). */
  async function waitFor(predicate: (event: SseEvent) => boolean, timeoutMs = 2000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(predicate);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  }

  return {
    status: response.status,
    headers: response.headers,
    events,
    waitFor,
    /** Settles when the server ends the stream (or the test closes it). */
    ended: reading,
    async close() {
      controller.abort();
      await reading;
    },
  };
}
