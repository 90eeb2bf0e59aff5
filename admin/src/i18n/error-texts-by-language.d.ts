// One language's messages of the API's error catalogue by code, made at build time (build/error-texts.ts).
declare module 'virtual:error-texts/*' {
  const texts: Record<string, string>;
  export default texts;
}
