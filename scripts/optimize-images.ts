/**
 * Converts the PNG screenshots under static/img to WebP (quality 0.9), which Chromium encodes
 * for us: no image library to install. Screenshots are 3–6 times smaller as WebP, and a tutorial
 * page with a few of them otherwise spends a quarter of its byte budget on pictures.
 * Each PNG is replaced by a .webp of the same name; pages reference the .webp.
 * Usage: npm run images   (after regenerating screenshots with an example's screenshot script)
 */
import {readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';

const root = path.resolve(__dirname, '..');
const imageDir = path.join(root, 'static/img');

function pngsUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return pngsUnder(file);
    return name.endsWith('.png') ? [file] : [];
  });
}

async function main() {
  const files = pngsUnder(imageDir);
  if (files.length === 0) {
    console.log('No PNG under static/img: nothing to convert.');
    return;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    for (const file of files) {
      const png = readFileSync(file);
      const dataUrl = await page.evaluate(async (base64) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext('2d')!.drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', 0.9);
      }, png.toString('base64'));
      if (!dataUrl.startsWith('data:image/webp')) throw new Error(`Chromium did not encode WebP for ${file}`);
      const webp = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      const target = file.replace(/\.png$/, '.webp');
      writeFileSync(target, webp);
      rmSync(file);
      console.log(
        `${path.relative(root, target)}: ${(png.length / 1024).toFixed(1)} → ${(webp.length / 1024).toFixed(1)} KiB`,
      );
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
