import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export default function ResetPasswordRoute() {
  return <ComingSoonPage title="Reset Password" />;
}
