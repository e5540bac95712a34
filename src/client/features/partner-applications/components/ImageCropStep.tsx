import { useEffect } from 'react';

interface ImageCropStepProps {
  file: File;
  aspect: number;
  onCancel: () => void;
  onCropped: (blob: Blob) => void;
}

/**
 * Placeholder until the shared ImageCropDialog lands (wt/storage "client upload ready"): hands the
 * picked image over uncropped.
 */
export function ImageCropStep({ file, onCropped }: ImageCropStepProps) {
  useEffect(() => onCropped(file), [file, onCropped]);
  return null;
}
