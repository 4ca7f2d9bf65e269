/**
 * Imported first by `npm start`: the app is supported on Node 22 and 24 LTS. Node 20.19+
 * still runs it, with a clear warning; anything older stops here with what to install,
 * before a dependency fails in a way that says nothing.
 */
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const supported = (major === 22 && minor >= 12) || major >= 24;
const runs = supported || (major === 20 && minor >= 19) || major === 22 || major === 23;

if (!supported) {
  const lines = [
    `Éclat Lavage needs Node.js 22 or 24 LTS; this is Node ${process.versions.node}.`,
    'Install Node 22 or 24 (https://nodejs.org, or your system’s nodejs package), then run `npm install && npm start` again.',
  ];
  if (!runs) {
    console.error(lines.join('\n'));
    process.exit(1);
  }
  console.warn(
    `${lines.join('\n')}\nStarting anyway: Node ${major} is not supported, and some dependencies warn about it.\n`,
  );
}
