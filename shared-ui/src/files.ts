/** Saves a downloaded file (an export, an attachment) under `name`, as the browser's own download would. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
