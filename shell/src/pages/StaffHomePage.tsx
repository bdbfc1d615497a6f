// i18n-english: a staff page (docs/decisions/030).
import { Navigate, PageSection, Text } from 'shared-ui';
import { Guard } from '../Guard';
import { useMenuItems } from '../layout/menus';

function FirstStaffPage() {
  const [first] = useMenuItems('staff');
  if (first) return <Navigate to={first.to} replace />;
  return (
    <PageSection title="Staff">
      <Text color="fg.muted">No staff pages are published yet.</Text>
    </PageSection>
  );
}

/** `/staff`: the first page of the staff menu, behind the same guard as every staff page. */
export function StaffHomePage() {
  return (
    <Guard route={{ access: 'staff', title: 'Staff' }}>
      <FirstStaffPage />
    </Guard>
  );
}
