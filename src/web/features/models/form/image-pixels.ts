/**
 * How many pixels an image file has, read by the browser's own decoder (the header is enough for
 * it to know the size); null when the browser cannot read the file as an image.
 */
export function imagePixels(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const finish = (pixels: number | null) => {
      URL.revokeObjectURL(url);
      resolve(pixels);
    };
    image.onload = () => finish(image.naturalWidth * image.naturalHeight);
    image.onerror = () => finish(null);
    image.src = url;
  });
}
