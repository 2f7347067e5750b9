/** CSS Modules (`*.module.css`) export their class names; plain `.css` files are side effects. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';
