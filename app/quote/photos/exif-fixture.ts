/**
 * Test data: a JPEG's bytes with an EXIF block inserted, holding an orientation and a GPS position,
 * as a phone camera writes them. Used by the resizer's tests and the e2e photo tests.
 */
const TIFF_HEADER = 8;

/** An APP1 EXIF segment (little-endian TIFF): IFD0 with Orientation and a GPS IFD with a latitude. */
function exifSegment(orientation: number): Uint8Array {
  const tiff = new DataView(new ArrayBuffer(96));
  let at = 0;
  const u16 = (value: number) => (tiff.setUint16(at, value, true), (at += 2));
  const u32 = (value: number) => (tiff.setUint32(at, value, true), (at += 4));
  /** An IFD entry: tag, type, count, and the value (or its offset) in the last four bytes. */
  const entry = (tag: number, type: number, count: number, value: number) => {
    u16(tag);
    u16(type);
    u32(count);
    u32(value);
  };
  u16(0x4949); // "II": little-endian
  u16(42);
  u32(TIFF_HEADER); // offset of IFD0
  const gpsIfd = TIFF_HEADER + 2 + 2 * 12 + 4;
  u16(2); // IFD0: two entries
  entry(0x0112, 3, 1, orientation); // Orientation, SHORT
  entry(0x8825, 4, 1, gpsIfd); // GPSInfo pointer, LONG
  u32(0); // no next IFD
  const rationals = gpsIfd + 2 + 2 * 12 + 4;
  u16(2); // GPS IFD: two entries
  entry(0x0001, 2, 2, 0x0053); // GPSLatitudeRef "S", ASCII
  entry(0x0002, 5, 3, rationals); // GPSLatitude, 3 RATIONALs
  u32(0);
  for (const part of [26, 36, 55]) {
    u32(part);
    u32(1);
  }
  const body = new Uint8Array(tiff.buffer, 0, at);
  const segment = new Uint8Array(4 + 6 + body.length);
  segment.set([0xff, 0xe1, (segment.length - 2) >> 8, (segment.length - 2) & 0xff]);
  segment.set([0x45, 0x78, 0x69, 0x66, 0, 0], 4); // "Exif\0\0"
  segment.set(body, 10);
  return segment;
}

/** The JPEG with the EXIF block right after its start-of-image marker. */
export function withExif(jpeg: Uint8Array, orientation: number): Uint8Array<ArrayBuffer> {
  const segment = exifSegment(orientation);
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2));
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}

/** Whether bytes carry an EXIF block (its "Exif\0\0" identifier) anywhere. */
export function hasExif(bytes: Uint8Array): boolean {
  const text = new TextDecoder("latin1").decode(bytes);
  return text.includes("Exif\0\0");
}

/** In a browser, a 4000×3000 camera photo: red in its top-left quarter, blue elsewhere, stored with orientation 6. */
export async function cameraPhoto(): Promise<Blob> {
  const canvas = new OffscreenCanvas(4000, 3000);
  const context = canvas.getContext("2d")!;
  context.fillStyle = "#0000ff";
  context.fillRect(0, 0, 4000, 3000);
  context.fillStyle = "#ff0000";
  context.fillRect(0, 0, 2000, 1500);
  const jpeg = new Uint8Array(await (await canvas.convertToBlob({ type: "image/jpeg", quality: 0.95 })).arrayBuffer());
  return new Blob([withExif(jpeg, 6) as Uint8Array<ArrayBuffer>], { type: "image/jpeg" });
}
