import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/utils';
import {
  CROP_JPEG_QUALITY,
  cropImageToBlob,
  cropOutputSize,
  ImageCropDialog,
  initialCropPercentages,
} from './ImageCropDialog';

/** Replaces the 2D canvas (jsdom has none) and records what is drawn and encoded. */
function stubCanvas() {
  const drawImage = vi.fn();
  const context = { drawImage, fillRect: vi.fn(), fillStyle: '' };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback,
    type,
  ) {
    callback(new Blob([`${this.width}x${this.height}`], { type }));
  });
  return { drawImage, toBlob };
}

describe('crop geometry', () => {
  it('starts at 90% of the width, centred; 90% of the height when the ratio does not fit', () => {
    expect(initialCropPercentages(1000, 1000, 1)).toEqual({ x: 5, y: 5, width: 90, height: 90 });
    // A 3:1 cover on a 1200x800 photo: 1080 wide, 360 high = 45% of the height.
    const cover = initialCropPercentages(1200, 800, 3);
    expect(cover.width).toBe(90);
    expect(cover.height).toBeCloseTo(45);
    expect(cover.y).toBeCloseTo(27.5);
    // A square on a wide panorama: limited by the height.
    const square = initialCropPercentages(3000, 500, 1);
    expect(square.height).toBe(90);
    expect(square.width).toBeCloseTo(15);
  });

  it('keeps the crop size, at most 2400 on a side', () => {
    expect(cropOutputSize({ width: 400, height: 400 })).toEqual({ width: 400, height: 400 });
    expect(cropOutputSize({ width: 4800, height: 1600 })).toEqual({ width: 2400, height: 800 });
  });
});

describe('cropImageToBlob', () => {
  it('draws the selected area at its size and encodes a JPEG at quality 0.9', async () => {
    const { drawImage, toBlob } = stubCanvas();
    const image = document.createElement('img');
    const blob = await cropImageToBlob(image, { x: 10, y: 20, width: 300, height: 100 });
    expect(blob.type).toBe('image/jpeg');
    expect(await blob.text()).toBe('300x100');
    expect(drawImage).toHaveBeenCalledWith(image, 10, 20, 300, 100, 0, 0, 300, 100);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', CROP_JPEG_QUALITY);
  });

  it('refuses a crop under 50x50 source pixels', async () => {
    stubCanvas();
    await expect(
      cropImageToBlob(document.createElement('img'), { x: 0, y: 0, width: 49, height: 200 }),
    ).rejects.toThrow('crop.tooSmall');
  });
});

describe('ImageCropDialog', () => {
  it('shows the Turkish texts, a labelled zoom slider, and cancels with the button and Escape', async () => {
    const onCancel = vi.fn();
    renderWithProviders(
      <ImageCropDialog
        file={new File(['x'], 'a.png', { type: 'image/png' })}
        aspect={1}
        open
        onCancel={onCancel}
        onCropped={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Resmi kırp' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Yakınlaştırma' })).toBeInTheDocument();
    // The image has not loaded (jsdom decodes none): nothing to crop yet.
    expect(screen.getByRole('button', { name: 'Kırp ve kullan' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'İptal' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
