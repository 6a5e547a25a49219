import { UploadPage } from '@/features/upload/components/upload-page';

/** /upload (role 3): the tree-data CSV upload. */
export default function UploadRoute() {
  return <UploadPage />;
}
