import { defineQuery, useRead } from 'shared-api';
import { getProgram, learningKeys } from 'shared-api/learning';
import { CareerCertificates } from '../../features/learning/career-certificates/CareerCertificates';

/**
 * The public scholarship page. Its courses are read with `useRead`, which takes the answer the server sent inside
 * the page, so a visitor's first view waits on no round trip and the query client is not loaded.
 */
export default function CareerCertificatesPage() {
  const query = useRead(defineQuery(learningKeys.program('career-certificates'), () => getProgram('career-certificates')));
  return <CareerCertificates query={query} />;
}
