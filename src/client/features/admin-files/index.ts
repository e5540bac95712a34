/**
 * Admin file management (spec §2 File management, §3 File, §5, §8 Files, §9; issue 11): totals,
 * filters, the file list, upload, preview, public/private, copy URL and delete.
 */
export { FileManagement } from './components/FileManagement';
