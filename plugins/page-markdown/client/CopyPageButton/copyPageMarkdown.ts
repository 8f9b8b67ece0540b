/**
 * Copies the Markdown served at `url` to the clipboard. The fetch is handed to the clipboard as a
 * promise, so browsers that require the copy to start in the click (Safari) accept it.
 */
export async function copyPageMarkdown(url: string): Promise<void> {
  const markdown = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = markdown.then((text) => new Blob([text], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await navigator.clipboard.writeText(await markdown);
}
