import zlib from 'node:zlib';
import { expect, test } from '../site';
import { expectNotification, signIn } from '../support';

// Staff add a board member with a photo cropped to a square in the browser, publish them, and a visitor sees them on
// Our Leadership. Each project adds its own member, so the desktop and phone runs never meet.

const DEMO_PASSWORD = 'Demo@12345';

/** A 3 : 2 photo (120 × 80, two colours), so the square that uploads can only be the crop's. */
function landscapePng() {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const [width, height] = [120, 80];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, () =>
    Buffer.concat([Buffer.from([0]), ...Array.from({ length: width }, (_, x) => Buffer.from(x < width / 2 ? [19, 127, 83] : [240, 200, 60]))]),
  );
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

test('staff add a board member with a cropped portrait and publish them; a visitor sees them on the board', async ({ page, browser }) => {
  const name = 'Kamran Siddiqui';
  await page.goto('/login?referrer=%2Fstaff%2Fboard');
  await signIn(page, 'zainab.hussain@example.com', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Board' })).toBeVisible();
  // The seed's draft member, not yet on the public board.
  const board = page.getByRole('table', { name: 'The board, in the order visitors see it' });
  await expect(board.getByRole('row').filter({ hasText: 'Usman Tariq' }).getByText('Draft')).toBeVisible();

  await page.getByRole('link', { name: 'New board member' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New board member' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Position/ }).fill('Director, Research');
  await page.getByRole('textbox', { name: /^Bio/ }).fill('Runs the association’s surveys of freelancers and publishes what they find.');

  // The photo is cropped to a square in the browser: moved and zoomed from the keyboard.
  await page.getByLabel('Portrait').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: landscapePng() });
  const dialog = page.getByRole('dialog', { name: 'Crop the picture' });
  const frame = dialog.getByRole('group', { name: 'The picture in its frame' });
  await expect(dialog.getByAltText('The chosen picture')).toBeVisible();
  await frame.focus();
  await page.keyboard.press('+');
  await page.keyboard.press('ArrowRight');
  await dialog.getByRole('button', { name: 'Use this picture' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('Uploading the portrait')).toHaveCount(0);
  await expect(page.getByRole('img', { name: "The board member's portrait" })).toBeVisible();

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expectNotification(page, 'Success', 'The board member is published: visitors see it on the board now.');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  // A visitor's next load of the board shows them, with the square portrait that was uploaded.
  const visitor = await browser.newPage();
  await visitor.goto('/board');
  await expect(visitor.getByRole('heading', { level: 2, name })).toBeVisible();
  const portrait = visitor.getByRole('img', { name: `Portrait of ${name}` });
  // Portraits load as they come near: the new member is last.
  await portrait.scrollIntoViewIfNeeded();
  await expect(portrait).toBeVisible();
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.naturalWidth === img.naturalHeight)).toBe(true);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Usman Tariq' })).toHaveCount(0);
  await visitor.close();
});
