export { StatusDot as SystemStatusDot } from '@/features/system-status/components/StatusDot';
