// One entry of the error catalogue: the HTTP status and the es/en message (placeholders as
// {{name}}).
export interface ErrorEntry {
  status: number;
  es: string;
  en: string;
}
