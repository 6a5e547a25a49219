import { DownloadPage } from '@/features/download/components/download-page';

/** /download (roles 2 and 3): the tree-data CSV download. */
export default function DownloadRoute() {
  return <DownloadPage />;
}
