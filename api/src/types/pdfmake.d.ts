// pdfmake 0.3's server entry, as this project uses it (@types/pdfmake describes 0.2's API).
declare module 'pdfmake' {
  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMake {
    setFonts(fonts: Record<string, { normal: string; bold: string; italics: string; bolditalics: string }>): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    setLocalAccessPolicy(callback: (path: string) => boolean): void;
    createPdf(definition: unknown): OutputDocument;
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
