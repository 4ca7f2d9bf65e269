// The test camera's picture, shared by the Chromium journeys (fixtures.ts) and the other
// engines' (engines/): no test runner's imports here.

/**
 * Paints a fresh photo-like scene on a canvas (runs in the page): a "dead leaves" scene
 * (discs of every size, the small ones many), the model of a photo's edges at every scale,
 * under a sensor's grain. The server refuses drawings with flat areas, noise and enlarged
 * pictures; every call paints a different scene, so its duplicate check never matches two.
 */
export function paintScene(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  const colour = () => `hsl(${Math.floor(Math.random() * 360)} 60% ${15 + Math.floor(Math.random() * 70)}%)`;
  context.fillStyle = colour();
  context.fillRect(0, 0, width, height);
  const [smallest, largest] = [Math.max(1, width / 600), width / 6];
  for (let index = 0; index < 1516; index += 1) {
    // Sixteen large shapes first, then radii spread as r⁻³: as many edges at every scale.
    const radius =
      index < 16
        ? (0.12 + Math.random() * 0.2) * width
        : (smallest ** -2 - Math.random() * (smallest ** -2 - largest ** -2)) ** -0.5;
    context.fillStyle = colour();
    context.beginPath();
    context.arc(Math.random() * width, Math.random() * height, radius, 0, 2 * Math.PI);
    context.fill();
  }
  const pixels = context.getImageData(0, 0, width, height);
  for (let index = 0; index < pixels.data.length; index += 1)
    if (index % 4 !== 3)
      pixels.data[index] = (pixels.data[index] as number) + Math.round((Math.random() - 0.5) * 14);
  context.putImageData(pixels, 0, 0);
  return canvas;
}

/** The camera script: films a freshly painted scene (paint is paintScene's source). */
export function cameraScript(paint: string) {
  return `(() => {
    const canvas = (${paint})(640, 480);
    const context2d = canvas.getContext('2d');
    // A canvas stream sends frames only when the canvas is painted: one pixel, over and over.
    let tick = 0;
    setInterval(() => {
      const [red, green, blue] = context2d.getImageData(0, 0, 1, 1).data;
      context2d.fillStyle = 'rgb(' + red + ',' + green + ',' + (blue ^ (tick++ % 2)) + ')';
      context2d.fillRect(0, 0, 1, 1);
    }, 50);
    // On the prototype, not on navigator.mediaDevices: WebKit drops a property set on that
    // object whenever its wrapper is garbage-collected, and the page then films WebKit's own
    // test camera (issue 51's QR journey read nothing about one run in four).
    MediaDevices.prototype.getUserMedia = async () => canvas.captureStream(10);
  })();`;
}

/**
 * A painter (for cameraScript) of a grey frame made outside the page, such as qrFrame's
 * station display: its grey levels go in as base64.
 */
export function greyFramePainter(grey: Buffer, width: number, height: number): string {
  return `(() => {
    const bytes = Uint8Array.from(atob(${JSON.stringify(grey.toString('base64'))}), (c) => c.charCodeAt(0));
    const canvas = document.createElement('canvas');
    canvas.width = ${width};
    canvas.height = ${height};
    const context = canvas.getContext('2d');
    const image = context.createImageData(${width}, ${height});
    for (let index = 0; index < bytes.length; index += 1) {
      image.data[index * 4] = image.data[index * 4 + 1] = image.data[index * 4 + 2] = bytes[index];
      image.data[index * 4 + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    return canvas;
  })`;
}
