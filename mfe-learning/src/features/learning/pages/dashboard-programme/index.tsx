import { defineQuery } from 'shared-api';
import { getProgram, learningKeys } from '../../api';
import { useQuery } from 'shared-api/query';
import { CareerCertificates } from '../../career-certificates/CareerCertificates';

/**
 * The scholarship page inside the member's dashboard: the public page's content, read through the query client the
 * dashboard already holds, so moving between the list and a course reads the list once.
 */
export default function DashboardProgrammePage() {
  const query = useQuery(defineQuery(learningKeys.program('career-certificates'), () => getProgram('career-certificates')));
  return <CareerCertificates query={query} />;
}
