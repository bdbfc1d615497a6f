import { FIRST_VIEW_ATTRIBUTE, PAGE_READY_ATTRIBUTE } from 'shared-api/islands';
import { adoptEarlyInput, holdInput } from './held-input';
import { startFirstPage } from './remotes/load-page';

// A page the server drew can be pressed and typed into before it has hydrated: what a person does meanwhile is held
// and given to the page once it is ready (docs/decisions/028).
const root = document.getElementById('root');
if (root?.hasAttribute(FIRST_VIEW_ATTRIBUTE) && !root.hasAttribute(PAGE_READY_ATTRIBUTE)) {
  const input = holdInput(root);
  adoptEarlyInput([{ element: root, input }]);
  const ready = new MutationObserver(() => {
    if (!root.hasAttribute(PAGE_READY_ATTRIBUTE)) return;
    ready.disconnect();
    void input.release();
  });
  ready.observe(root, { attributes: true, attributeFilter: [PAGE_READY_ATTRIBUTE] });
}

// The first page's remote starts loading as soon as this entry runs, while the shell's own chunks are
// still arriving (the server names it in index.html for public pages).
startFirstPage();

// The async boundary: nothing shared is touched before the federation runtime has set up sharing.
void import('./bootstrap');
