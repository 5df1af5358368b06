// A file imported as its text (`x.css?raw`: webpack's asset/source, shared/build/webpack.mjs).
declare module '*?raw' {
  const text: string;
  export default text;
}
