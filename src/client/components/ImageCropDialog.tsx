import { useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** Smallest crop accepted, in source pixels (a smaller logo or photo would be a blur). */
export const MIN_CROP_SIDE = 50;
/** Largest side of the cropped image sent to the server (it re-encodes and resizes anyway). */
export const MAX_CROP_SIDE = 2400;
/** JPEG quality of the cropped image. */
export const CROP_JPEG_QUALITY = 0.9;

/**
 * The starting selection: 90% of the image's width at `aspect` (width / height), centred; when that
 * would be taller than the image, 90% of its height instead. In percent of the image.
 */
export function initialCropPercentages(width: number, height: number, aspect: number): Area {
  let w = 90;
  let h = ((0.9 * width) / aspect / height) * 100;
  if (h > 100) {
    h = 90;
    w = ((0.9 * height * aspect) / width) * 100;
  }
  return { x: (100 - w) / 2, y: (100 - h) / 2, width: w, height: h };
}

/** The size of the output canvas for a crop of `area` (source pixels), at most {@link MAX_CROP_SIDE} a side. */
export function cropOutputSize(area: Pick<Area, 'width' | 'height'>): { width: number; height: number } {
  const scale = Math.min(1, MAX_CROP_SIDE / Math.max(area.width, area.height));
  return { width: Math.max(1, Math.round(area.width * scale)), height: Math.max(1, Math.round(area.height * scale)) };
}

/**
 * Draws `area` of `image` on a canvas and encodes it as JPEG (quality 0.9).
 * @throws Error('crop.tooSmall') when the area is under 50x50 source pixels; Error when encoding fails
 */
export function cropImageToBlob(image: CanvasImageSource, area: Area): Promise<Blob> {
  if (area.width < MIN_CROP_SIDE || area.height < MIN_CROP_SIDE) return Promise.reject(new Error('crop.tooSmall'));
  const size = cropOutputSize(area);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('canvas unavailable'));
  // JPEG has no transparency: a white ground instead of black behind transparent PNG pixels.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))),
      'image/jpeg',
      CROP_JPEG_QUALITY,
    ),
  );
}

export interface ImageCropDialogProps {
  /** The picked image; null closes nothing but shows nothing. */
  file: File | Blob | null;
  /** Width / height of the crop: 1 for a logo or profile photo, 3 for a cover. */
  aspect: number;
  open: boolean;
  onCancel: () => void;
  /** The cropped JPEG. */
  onCropped: (blob: Blob) => void;
}

type Loaded = { url: string; image: HTMLImageElement } | { url: string; error: 'loadFailed' | 'tooSmall' };

/**
 * Crops a picked image before upload (spec §5: logo square, cover 3:1; §9 suggested sizes): drag to
 * place, slider or wheel to zoom, arrow keys on the crop area to move; output JPEG 0.9, at least
 * 50x50 source pixels, the selection starting at 90% of the width.
 */
export function ImageCropDialog({ file, aspect, open, onCancel, onCropped }: ImageCropDialogProps) {
  const { t } = useTranslation('files');
  const zoomId = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const area = useRef<Area | null>(null);

  useEffect(() => {
    if (!open || !file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    let cancelled = false;
    image.onload = () => {
      if (cancelled) return;
      // A new image starts centred, unzoomed, without the previous image's error.
      setCrop({ x: 0, y: 0 });
      setZoom(1);
      setError(null);
      area.current = null;
      const small = image.naturalWidth < MIN_CROP_SIDE || image.naturalHeight < MIN_CROP_SIDE;
      setLoaded(small ? { url, error: 'tooSmall' } : { url, image });
    };
    image.onerror = () => {
      if (!cancelled) setLoaded({ url, error: 'loadFailed' });
    };
    image.src = url;
    return () => {
      cancelled = true;
      setLoaded(null);
      URL.revokeObjectURL(url);
    };
  }, [file, open]);

  const apply = async () => {
    if (!loaded || !('image' in loaded) || !area.current) return;
    setBusy(true);
    setError(null);
    try {
      onCropped(await cropImageToBlob(loaded.image, area.current));
    } catch (err) {
      setError(
        (err as Error).message === 'crop.tooSmall' ? t('crop.tooSmall', { min: MIN_CROP_SIDE }) : t('crop.loadFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  const problem =
    error ??
    (loaded && 'error' in loaded
      ? loaded.error === 'tooSmall'
        ? t('crop.tooSmall', { min: MIN_CROP_SIDE })
        : t('crop.loadFailed')
      : null);

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('crop.title')}</DialogTitle>
          <DialogDescription>{t('crop.description')}</DialogDescription>
        </DialogHeader>
        <div className="relative h-72 w-full overflow-hidden rounded-md bg-muted sm:h-96" data-testid="crop-area">
          {loaded && 'image' in loaded ? (
            <Cropper
              image={loaded.url}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              minZoom={1}
              maxZoom={4}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => {
                area.current = pixels;
              }}
              initialCroppedAreaPercentages={initialCropPercentages(
                loaded.image.naturalWidth,
                loaded.image.naturalHeight,
                aspect,
              )}
              cropperProps={{ 'aria-label': t('crop.area') }}
            />
          ) : null}
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={zoomId} className="text-sm font-medium">
            {t('crop.zoom')}
          </label>
          <input
            id={zoomId}
            type="range"
            min={1}
            max={4}
            step={0.05}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
            disabled={!loaded || !('image' in loaded)}
            className="w-full accent-primary"
          />
        </div>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {problem}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('crop.cancel')}
          </Button>
          <Button type="button" onClick={apply} disabled={busy || !loaded || !('image' in loaded)}>
            {busy ? t('crop.applying') : t('crop.apply')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
