import type { Health } from '@shared/contracts/system-status';

/**
 * Colour classes of a health value (spec §4 "System status dot": healthy green, warning yellow,
 * anything else red). `dot` is for shapes, `text`/`soft` for text on light surfaces.
 */
export const healthStyles: Record<Health, { dot: string; text: string; soft: string }> = {
  healthy: { dot: 'bg-success-dot', text: 'text-success', soft: 'bg-success-soft' },
  warning: { dot: 'bg-warning-dot', text: 'text-warning', soft: 'bg-warning-soft' },
  error: { dot: 'bg-danger-dot', text: 'text-danger', soft: 'bg-danger-soft' },
};

/** Anything but 'healthy' or 'warning' counts as an error (spec §4). */
export function normaliseHealth(value: string | undefined): Health {
  return value === 'healthy' || value === 'warning' ? value : 'error';
}
