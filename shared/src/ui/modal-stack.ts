/**
 * Open modal layers (dialogs, the mobile menu), newest last: Escape and the focus trap act only
 * on the top one.
 */
const stack: symbol[] = [];

export const pushLayer = (layer: symbol) => {
  stack.push(layer);
};

export const popLayer = (layer: symbol) => {
  const index = stack.lastIndexOf(layer);
  if (index >= 0) stack.splice(index, 1);
};

export const isTopLayer = (layer: symbol) => stack[stack.length - 1] === layer;
