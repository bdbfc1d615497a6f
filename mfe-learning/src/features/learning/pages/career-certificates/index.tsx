import { defineQuery, useRead } from 'shared-api';
import { getProgram, programKey } from '../../program-read';
import { CareerCertificates } from '../../career-certificates/CareerCertificates';

/**
 * The public scholarship page. Its courses are read with `useRead`, which takes the answer the server sent inside
 * the page, so a visitor's first view waits on no round trip and the query client is not loaded.
 */
export default function CareerCertificatesPage() {
  const query = useRead(defineQuery(programKey('career-certificates'), () => getProgram('career-certificates')));
  return <CareerCertificates query={query} />;
}
