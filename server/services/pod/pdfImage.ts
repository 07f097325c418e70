/*
 * pdfkit reads a PNG's image data into an array one byte at a time (png-js): a photo of 3 MB
 * held the server for 150 ms, one of 10 MB would hold it for half a second. A PNG whose data a
 * PDF takes as it is (8 bits of grey or of colour, no transparency, not interlaced: a camera's
 * or a scanner's PNG) is embedded here from its chunks instead, as pdfkit itself would embed it,
 * its bytes copied once. JPEGs, which pdfkit copies as they are, and any other PNG are left to
 * pdfkit.
 */

type Doc = PDFKit.PDFDocument;

/** An image as pdfkit's image() takes one already opened, in place of its bytes. */
type OpenedImage = {
  label: string;
  width: number;
  height: number;
  obj: PDFKit.PDFKitReference | null;
  embed: (doc: Doc) => void;
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GREY = 0;
const COLOUR = 2;

/** The PNG opened for pdfkit, when its data can go into the PDF as it is; null otherwise. */
const opaquePng = (png: Buffer, label: string): OpenedImage | null => {
  if (!png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return null;
  let header: Buffer | null = null;
  const data: Buffer[] = [];
  for (let at = PNG_SIGNATURE.length; at + 8 <= png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') header = body;
    else if (type === 'IDAT') data.push(body);
    // A colour that stands for "transparent" needs a mask made of it.
    else if (type === 'tRNS') return null;
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!header || header.length < 13 || data.length === 0) return null;
  const [bits, colourType, , , interlace] = header.subarray(8, 13);
  if (bits !== 8 || interlace !== 0 || (colourType !== GREY && colourType !== COLOUR)) return null;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const colours = colourType === GREY ? 1 : 3;
  return {
    label,
    width,
    height,
    obj: null,
    embed(doc) {
      // The PNG's own compression and row filters, which PDF readers undo as PNG readers do.
      const obj = doc.ref({
        Type: 'XObject',
        Subtype: 'Image',
        Width: width,
        Height: height,
        BitsPerComponent: 8,
        ColorSpace: colourType === GREY ? 'DeviceGray' : 'DeviceRGB',
        Filter: 'FlateDecode',
        DecodeParms: { Predictor: 15, Colors: colours, BitsPerComponent: 8, Columns: width },
      });
      obj.end(Buffer.concat(data));
      this.obj = obj;
    },
  };
};

/**
 * What to hand pdfkit's image() for a stored image: the opened PNG where it can be, else the
 * bytes. `label` names it in the PDF, once per document.
 */
export const pdfImage = (bytes: Buffer, label: string): Buffer => {
  const opened = opaquePng(bytes, label);
  // pdfkit takes an opened image wherever it takes bytes; its types know only the bytes.
  return opened ? (opened as unknown as Buffer) : bytes;
};
