import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@test/render';
import { ExportFailure, saveFile, StaffPager, useExport } from './staff';

function List({ last, total }: { last: number; total?: number }) {
  const [page, setPage] = useState(1);
  return <StaffPager pagination={{ current_page: page, last_page: last, total }} onPage={setPage} />;
}

describe('staff pager', () => {
  it('moves between pages and says where the reader is, with the count when there is one', async () => {
    const user = userEvent.setup();
    renderPage(<List last={3} total={45} />);
    expect(screen.getByText('Page 1 of 3 (45 in all)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(screen.getByText('Page 3 of 3 (45 in all)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(screen.getByText('Page 2 of 3 (45 in all)')).toBeInTheDocument();
  });

  it('an empty list is one page, with nowhere to go', () => {
    renderPage(<List last={0} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  });
});

describe('saving an export', () => {
  it('downloads the file under its name through a link that does not stay in the page', () => {
    const created = jest.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked: Array<{ href: string; download: string; attached: boolean }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
    const file = new Blob(['a,b\n'], { type: 'text/csv' });
    saveFile(file, 'orders-2026-11-23.csv');
    expect(created).toHaveBeenCalledWith(file);
    expect(clicked).toEqual([{ href: 'blob:export', download: 'orders-2026-11-23.csv', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});

describe('an export', () => {
  function Exporter({ download }: { download: () => Promise<Blob> }) {
    const exporting = useExport((error) => `reason: ${(error as Error).message}`);
    return (
      <>
        <button type="button" aria-busy={exporting.busy} onClick={() => void exporting.run(download, 'leads.csv')}>
          Export CSV
        </button>
        <ExportFailure what="requests" failure={exporting.failure} />
      </>
    );
  }

  it('is busy while the file is made, says why it failed, and a new try clears the failure', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let finish: (file: Blob) => void = () => undefined;
    const download = jest
      .fn<Promise<Blob>, []>()
      .mockRejectedValueOnce(new Error('You do not have access to this page.'))
      .mockImplementationOnce(() => new Promise<Blob>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderPage(<Exporter download={download} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't export the requests: reason: You do not have access to this page.");
    expect(click).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    finish(new Blob(['a,b\n']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-busy', 'false'));
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});
