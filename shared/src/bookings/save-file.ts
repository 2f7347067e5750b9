/**
 * Hands a file to the browser's downloads under `filename` (a module of its own so that tests can
 * stand in for it: jsdom has no object URLs). The URL is released once the download has begun.
 */
export const saveFile = (file: Blob, filename: string) => {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns: give the download a moment to start.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
