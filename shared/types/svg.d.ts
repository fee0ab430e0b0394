/** An SVG file imported by a bundle: its URL (Rspack's asset modules; a stub path under Jest). */
declare module '*.svg' {
  const url: string;
  export default url;
}
