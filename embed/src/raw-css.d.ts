// Style sheets as text (`?raw`: the build's `asset/source`).
declare module '*.css?raw' {
  const text: string;
  export default text;
}
