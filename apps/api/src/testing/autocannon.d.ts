// The part of autocannon's API the rolling-restart run uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { method?: string; path: string; headers?: Record<string, string>; body?: string }[];
  }
  interface Result {
    requests: { total: number; average: number };
    latency: { p99: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
