// Import for its effect in a component test that writes into shared-ui/rich-text-editor. jsdom lays nothing out,
// and ProseMirror measures the text to keep the cursor in view and to place a click: here every range is an empty
// box at the top left and no element is under a point, which is all a test of what was written needs.
const emptyBox = () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0, toJSON: () => ({}) }) as DOMRect;
Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= emptyBox;
document.elementFromPoint ??= () => null;

export {};
