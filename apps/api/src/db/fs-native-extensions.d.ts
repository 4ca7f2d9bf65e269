declare module 'fs-native-extensions' {
  /** An exclusive lock on the whole file: false when another open file holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
