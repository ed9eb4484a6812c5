// Run by .ci/browser-check-diff inside a copy of the diff report page: checks that both sides of
// a changed layout are present and loaded, that the slider and the onion skin move the overlay
// and that "Show all" reveals unchanged layouts, then writes the findings into the page for
// `chromium --dump-dom` to print.
window.addEventListener('load', function () {
  'use strict';
  var findings = [];
  function check(name, ok, detail) {
    findings.push((ok ? 'ok ' : 'FAIL ') + name + (detail === undefined ? '' : ' (' + detail + ')'));
  }
  try {
    var item = document.querySelector('section.item.changed');
    check('a changed layout is shown', item !== null);
    var oldImage = item.querySelector('figure.side.old img');
    var newImage = item.querySelector('figure.side.new img');
    check('old side present', oldImage !== null && oldImage.complete && oldImage.naturalWidth > 0);
    check('new side present', newImage !== null && newImage.complete && newImage.naturalWidth > 0);
    check('changes outlined', item.querySelectorAll('rect.mark.old').length > 0 &&
      item.querySelectorAll('rect.mark.new').length > 0);
    check('text diff present', item.querySelectorAll('.text-diff .line.added').length > 0);
    var compare = item.querySelector('.compare');
    var range = compare.querySelector('input.position');
    var top = compare.querySelector('img.top');
    range.value = '20';
    range.dispatchEvent(new Event('input'));
    var clip = getComputedStyle(top).clipPath;
    check('slider clips the old version', compare.getAttribute('data-position') === '20' &&
      clip.indexOf('80%') >= 0, clip);
    var onion = compare.querySelector('input[type="radio"][value="onion"]');
    onion.click();
    var opacity = getComputedStyle(top).opacity;
    check('onion skin fades the old version', compare.getAttribute('data-mode') === 'onion' &&
      Math.abs(Number(opacity) - 0.8) < 0.01, opacity);
    // Back to the slider, part-way, and in view for the screenshot.
    compare.querySelector('input[type="radio"][value="slider"]').click();
    range.value = '35';
    range.dispatchEvent(new Event('input'));
    check('slider mode restored', compare.getAttribute('data-mode') === 'slider' &&
      getComputedStyle(top).clipPath.indexOf('65%') >= 0);
    var unchanged = document.querySelector('section.item.unchanged');
    if (unchanged !== null) {
      var hidden = getComputedStyle(unchanged).display === 'none';
      document.getElementById('show-all').click();
      check('show all reveals unchanged layouts', hidden &&
        getComputedStyle(unchanged).display !== 'none');
    }
  } catch (error) {
    check('no exception in the check', false, String(error));
  }
  // For the screenshot: the first changed layout's overlay at the top of the page.
  var first = document.querySelector('section.item.changed');
  if (first !== null) {
    document.querySelectorAll('section.accept, section.item.changed .sides').forEach(
      function (element) { element.style.display = 'none'; });
    first.querySelectorAll('img').forEach(function (image) { image.loading = 'eager'; });
  }
  var errors = window.__pageErrors || [];
  check('no page errors', errors.length === 0, errors.join('; '));
  var output = document.createElement('pre');
  output.id = 'browser-check';
  output.textContent = findings.join('\n');
  document.body.appendChild(output);
});
