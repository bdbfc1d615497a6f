import { screen } from '@testing-library/react';
import { ApiError } from 'shared-api';
import { verifyCertificate } from 'shared-api/membership';
import { renderPage } from '@test/render';
import { answer } from '../../features/testing/fixtures';
import VerifyPage from './index';

jest.mock('shared-api/membership', () => ({ ...jest.requireActual('shared-api/membership'), verifyCertificate: jest.fn() }));

const open = (code = 'Zm9vYmFyYmF6cXV4') => renderPage(<VerifyPage />, { path: '/verify/:code', at: `/verify/${code}` });

describe('certificate verification page', () => {
  it('says a running membership is valid, for whom (name and MEMBER ID), which package and until when', async () => {
    jest.mocked(verifyCertificate).mockResolvedValue(answer({ kind: 'membership', valid: true, name: 'Ayesha Khan', member_id_formatted: 'FAP-7K3M-Q9TD', package: 'Surge', valid_until: '2027-01-10T05:00:00.000Z' }));
    open();
    expect(await screen.findByText('This membership is valid today.')).toBeInTheDocument();
    expect(screen.getByText('Valid')).toBeInTheDocument();
    expect(screen.getByText('Ayesha Khan')).toBeInTheDocument();
    expect(screen.getByText('MEMBER ID').nextSibling).toHaveTextContent('FAP-7K3M-Q9TD');
    expect(screen.getByText('Surge')).toBeInTheDocument();
    expect(screen.getByText('10 January 2027')).toBeInTheDocument();
    expect(verifyCertificate).toHaveBeenCalledWith('Zm9vYmFyYmF6cXV4');
  });

  it('says an ended membership is not valid, and when it ended', async () => {
    jest.mocked(verifyCertificate).mockResolvedValue(answer({ kind: 'membership', valid: false, name: 'Ayesha Khan', member_id_formatted: 'FAP-7K3M-Q9TD', package: 'Surge', valid_until: '2026-01-10T05:00:00.000Z' }));
    open();
    expect(await screen.findByText('This membership is not valid today.')).toBeInTheDocument();
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.getByText('10 January 2026')).toBeInTheDocument();
  });

  it('says the free package has no end date', async () => {
    jest.mocked(verifyCertificate).mockResolvedValue(answer({ kind: 'membership', valid: true, name: 'Bilal Ahmed', member_id_formatted: 'FAP-2B4C-8D6E', package: 'Seed', valid_until: null }));
    open();
    expect(await screen.findByText('No end date')).toBeInTheDocument();
  });

  it('says a course certificate is genuine, for whom (name and MEMBER ID), for which course and programme, when and with what score', async () => {
    jest.mocked(verifyCertificate).mockResolvedValue(
      answer({ kind: 'course', valid: true, name: 'Hira Baig', member_id_formatted: 'FAP-9H8G-7F6E', course: 'Soft Skills for Freelancers (Batch 2)', programme: 'Google Soft Skills Program', issued_on: '2026-11-20T07:00:00.000Z', score: '10 of 12 (83%)' }),
    );
    open();
    expect(await screen.findByText('This course certificate is genuine.')).toBeInTheDocument();
    expect(screen.getByText('Genuine')).toBeInTheDocument();
    expect(screen.getByText('Hira Baig')).toBeInTheDocument();
    expect(screen.getByText('MEMBER ID').nextSibling).toHaveTextContent('FAP-9H8G-7F6E');
    expect(screen.getByText('Soft Skills for Freelancers (Batch 2)')).toBeInTheDocument();
    expect(screen.getByText('Google Soft Skills Program')).toBeInTheDocument();
    expect(screen.getByText('20 November 2026')).toBeInTheDocument();
    expect(screen.getByText('10 of 12 (83%)')).toBeInTheDocument();
    expect(screen.queryByText('Package')).not.toBeInTheDocument();
  });

  it('leaves out the score of a course that does not print it', async () => {
    jest.mocked(verifyCertificate).mockResolvedValue(
      answer({ kind: 'course', valid: true, name: 'Hira Baig', member_id_formatted: 'FAP-9H8G-7F6E', course: 'Google Data Analytics', programme: 'Google Career Certificates', issued_on: '2026-11-20T07:00:00.000Z', score: null }),
    );
    open();
    expect(await screen.findByText('Google Data Analytics')).toBeInTheDocument();
    expect(screen.queryByText('Score')).not.toBeInTheDocument();
  });

  it('says an unknown code names no certificate', async () => {
    jest.mocked(verifyCertificate).mockRejectedValue(new ApiError('This certificate could not be found.', 404));
    open('nope');
    expect(await screen.findByText('This certificate could not be found')).toBeInTheDocument();
  });
});
