import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfText } from './pdf-text';

describe('pdfText', () => {
  it('reads back what pdf-lib drew, dashes and accents included, over several pages', async () => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    document.addPage().drawText('Djurgården U12 v AIK U12 3–1', { font, x: 40, y: 700, size: 10 });
    document.addPage().drawText('Page 2 of 2', { font, x: 40, y: 40, size: 8 });
    const text = pdfText(Buffer.from(await document.save()));
    expect(text.split('\n')).toEqual(['Djurgården U12 v AIK U12 3–1', 'Page 2 of 2']);
  });

  it('finds no text in a PDF that draws none', async () => {
    const document = await PDFDocument.create();
    document.addPage();
    expect(pdfText(Buffer.from(await document.save()))).toBe('');
  });
});
