// mazebook studio: the form edits a book spec; every change asks the
// studio for a new layout and shows its pages. Every request carries the
// access token from the address's fragment (#token=...).
'use strict';

const token = new URLSearchParams(location.hash.slice(1)).get('token') || '';
const $ = (id) => document.getElementById(id);
const form = $('spec-form');
const FRONT = ['title', 'copyright', 'belongs_to', 'contents', 'how_to'];

let spec = {};          // the spec being edited, with keys the form does not show
let layout = null;      // the latest preview answer
let previewSeq = 0;     // answers to older requests are dropped
let previewTimer = 0;

// Answers JSON as an object, anything else (or all, with `raw`) as a Blob.
async function api(path, body, raw) {
  const options = { headers: { 'X-Studio-Token': token } };
  if (body !== undefined) {
    options.method = 'POST';
    options.headers['Content-Type'] = 'application/json';
    options.body = JSON.stringify(body);
  }
  const response = await fetch(path, options);
  const type = response.headers.get('Content-Type') || '';
  if (type.startsWith('application/json') && (!raw || !response.ok)) {
    const answer = await response.json();
    if (!response.ok) throw answer.error || { field: '', message: 'request failed' };
    return answer;
  }
  if (!response.ok) throw { field: '', message: response.status + ' ' + response.statusText };
  return response.blob();
}

function option(select, value, text) {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = text === undefined ? value : text;
  select.appendChild(o);
}

let choices = { presets: [], templates: [], themes: [], books: [], trims: [], papers: [] };

function fillChoices() {
  const list = $('open-list');
  for (const b of choices.books) option(list, 'presets/books/' + b + '.json');
  option(list, 'book/book.json');
  for (const t of choices.trims) option($('trim-list'), t);
  for (const p of choices.papers) option(form.paper, p);
  option(form.template, '', '(default)');
  for (const t of choices.templates) option(form.template, t);
  option(form.theme, '', 'none');
  for (const t of choices.themes) option(form.theme, t);
}

// ---- the spec <-> the form ----

function sectionRow(section, i) {
  const tr = document.createElement('tr');
  const preset = document.createElement('select');
  preset.dataset.field = 'sections[' + i + '].preset';
  const presets = choices.presets.slice();
  if (section.preset && !presets.includes(section.preset)) presets.unshift(section.preset);
  for (const p of presets) option(preset, p);
  preset.value = section.preset || '';
  const count = document.createElement('input');
  count.dataset.field = 'sections[' + i + '].count';
  count.inputMode = 'numeric';
  count.value = section.count === undefined ? '' : section.count;
  const title = document.createElement('input');
  title.dataset.field = 'sections[' + i + '].title';
  title.value = section.title || '';
  title.placeholder = 'the level\'s name';
  const mazes = document.createElement('select');
  mazes.dataset.field = 'sections[' + i + '].mazes_per_page';
  for (const v of ['1', '2', '4', '6']) option(mazes, v);
  mazes.value = section.mazes_per_page === undefined ? '1' : String(section.mazes_per_page);
  const per = document.createElement('select');
  per.dataset.field = 'sections[' + i + '].solutions_per_page';
  option(per, '', 'book\'s');
  for (const v of ['auto', '1', '2', '4', '6', '9']) option(per, v);
  per.value = section.solutions_per_page === undefined ? '' : String(section.solutions_per_page);
  // A grid sized to the page: cells about this many inches wide.
  const fit = document.createElement('input');
  fit.dataset.field = 'sections[' + i + '].fit.cell_in';
  fit.inputMode = 'decimal';
  fit.placeholder = 'grid';
  fit.title = 'Cells about this many inches wide, as many as the page holds; empty: the preset\'s grid';
  fit.value = section.fit && section.fit.cell_in !== undefined ? section.fit.cell_in : '';
  const remove = document.createElement('button');
  remove.type = 'button';
  remove.className = 'remove';
  remove.title = 'Remove this section';
  remove.textContent = '✕';
  remove.addEventListener('click', () => {
    readForm();
    spec.sections.splice(i, 1);
    writeForm();
    schedulePreview();
  });
  for (const element of [preset, count, title, mazes, per, fit, remove]) {
    const td = document.createElement('td');
    td.appendChild(element);
    tr.appendChild(td);
  }
  return tr;
}

function writeForm() {
  for (const name of ['title', 'subtitle', 'author', 'trim', 'back_text', 'isbn', 'date',
                      'publisher', 'edition', 'pages'])
    form[name].value = spec[name] === undefined ? '' : spec[name];
  form.ramp.checked = spec.ramp !== false;
  // A series record lives in the work folder's series/ folder: its name shown.
  const series = typeof spec.series === 'string' &&
                 spec.series.match(/^series\/(.+)\.json$/);
  form.series.value = series ? series[1] : (spec.series || '');
  form.front_image.value = (spec.cover && spec.cover.front_image) || '';
  form.front_fit.value = (spec.cover && spec.cover.fit) || 'bleed';
  const fill = form.pages_fill;
  fill.replaceChildren();
  option(fill, '', 'no section');
  (spec.sections || []).forEach((s, i) => option(fill, String(i), 'section ' + (i + 1)));
  fill.value = spec.pages_fill === undefined ? '' : String(spec.pages_fill);
  form.paper.value = spec.paper || 'white';
  form.bleed.checked = spec.bleed === true;
  form.template.value = spec.template || '';
  form.theme.value = spec.theme || '';
  form.seed.value = spec.seed === undefined ? '' : spec.seed;
  form.solutions_per_page.value =
      spec.solutions_per_page === undefined ? 'auto' : String(spec.solutions_per_page);
  const tbody = $('sections');
  tbody.replaceChildren();
  (spec.sections || []).forEach((s, i) => tbody.appendChild(sectionRow(s, i)));
  writeOverrides();
  const own = spec.front_matter !== undefined || spec.back_matter !== undefined;
  $('matter-default').checked = !own;
  const front = spec.front_matter || [];
  for (const box of $('front-matter').querySelectorAll('input')) {
    box.checked = box.value === 'thank_you' ? (spec.back_matter || []).includes('thank_you')
                                            : front.includes(box.value);
    box.disabled = !own;
  }
  $('front-matter').classList.toggle('disabled', !own);
}

// A picture for the front cover, uploaded into the work folder's images/
// and named as the spec's cover.front_image; a raster's resolution across
// the front is shown against KDP's 300 DPI (the preview's notes hold the
// exact check, made where the picture is placed).
async function uploadFront() {
  const file = $('front-upload').files[0];
  if (!file) return;
  $('front-dpi').textContent = 'uploading ' + file.name + '...';
  const response = await fetch('/api/upload?name=' + encodeURIComponent(file.name), {
    method: 'POST', headers: { 'X-Studio-Token': token, 'Content-Type': 'application/octet-stream' },
    body: file,
  });
  const answer = await response.json();
  if (!response.ok) {
    $('front-dpi').textContent = '';
    document.querySelector('[data-error-for="cover"]').textContent = answer.error.message;
    return;
  }
  form.front_image.value = answer.path;
  if (/\.svg$/i.test(file.name)) {
    $('front-dpi').textContent = answer.path + ': a drawing, sharp at any size';
  } else {
    const img = new Image();
    const url = URL.createObjectURL(file);
    await new Promise((resolve) => { img.onload = resolve; img.onerror = resolve; img.src = url; });
    URL.revokeObjectURL(url);
    const across = Number(layout && layout.trim ? layout.trim[0] : 6) + (form.bleed.checked ? 0.125 : 0);
    const dpi = Math.round(img.naturalWidth / across);
    $('front-dpi').textContent = answer.path + ': ' + img.naturalWidth + ' x ' + img.naturalHeight +
        ' pixels, about ' + dpi + ' DPI across the front' +
        (dpi < 300 ? ' (KDP needs 300)' : ' (KDP needs 300: fine)');
  }
  schedulePreview();
}

// The swapped mazes (the spec's "overrides"), each with a button that puts
// the book's own maze back.
function writeOverrides() {
  const list = $('overrides');
  list.replaceChildren();
  const overrides = spec.overrides || [];
  $('no-overrides').hidden = overrides.length > 0;
  overrides.forEach((o, i) => {
    const li = document.createElement('li');
    li.dataset.maze = o.maze;
    const times = o.swaps > 1 ? ', swapped ' + o.swaps + ' times' : '';
    li.appendChild(document.createTextNode('Maze ' + o.maze + times + ' '));
    const back = document.createElement('button');
    back.type = 'button';
    back.className = 'small';
    back.textContent = 'Put the first maze back';
    back.addEventListener('click', () => {
      readForm();
      spec.overrides.splice(i, 1);
      if (spec.overrides.length === 0) delete spec.overrides;
      writeForm();
      schedulePreview();
    });
    li.appendChild(back);
    list.appendChild(li);
  });
}

// A number when the text is one; else the text, for the studio to refuse
// with the spec's own message.
function numberOr(text) {
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : text;
}

function setOrDrop(key, value) {
  if (value === '' || value === undefined) delete spec[key]; else spec[key] = value;
}

function readForm() {
  spec.title = form.title.value;
  setOrDrop('subtitle', form.subtitle.value);
  spec.author = form.author.value;
  spec.trim = form.trim.value;
  spec.paper = form.paper.value;
  spec.bleed = form.bleed.checked;
  setOrDrop('template', form.template.value);
  setOrDrop('theme', form.theme.value);
  setOrDrop('seed', form.seed.value === '' ? '' : numberOr(form.seed.value));
  const per = form.solutions_per_page.value;
  spec.solutions_per_page = per === 'auto' ? 'auto' : Number(per);
  setOrDrop('back_text', form.back_text.value);
  for (const name of ['isbn', 'date', 'publisher', 'edition']) setOrDrop(name, form[name].value);
  setOrDrop('pages', form.pages.value === '' ? '' : numberOr(form.pages.value));
  setOrDrop('pages_fill', form.pages_fill.value === '' ? '' : Number(form.pages_fill.value));
  if (form.ramp.checked) delete spec.ramp; else spec.ramp = false;
  const series = form.series.value.trim();
  setOrDrop('series', series === '' ? '' : 'series/' + series.replace(/\.json$/, '') + '.json');
  if (form.front_image.value === '') delete spec.cover;
  else spec.cover = { front_image: form.front_image.value, fit: form.front_fit.value };
  const rows = $('sections').querySelectorAll('tr');
  const sections = spec.sections || [];
  rows.forEach((tr, i) => {
    const [preset, count, title, mazes, perSection, fit] = tr.querySelectorAll('select, input');
    const s = sections[i] || {};
    s.preset = preset.value;
    // A section the page target fills ("pages_fill") may leave its count out.
    if (count.value === '') delete s.count; else s.count = numberOr(count.value);
    if (title.value === '') delete s.title; else s.title = title.value;
    if (mazes.value === '1') delete s.mazes_per_page; else s.mazes_per_page = Number(mazes.value);
    if (perSection.value === '') delete s.solutions_per_page;
    else s.solutions_per_page = perSection.value === 'auto' ? 'auto' : Number(perSection.value);
    if (fit.value === '') delete s.fit;
    else s.fit = { cell_in: /^\s*\d*\.?\d+\s*$/.test(fit.value) ? Number(fit.value) : fit.value };
    sections[i] = s;
  });
  spec.sections = sections.slice(0, rows.length);
  if ($('matter-default').checked) {
    delete spec.front_matter;
    delete spec.back_matter;
  } else {
    const boxes = [...$('front-matter').querySelectorAll('input')];
    spec.front_matter = FRONT.filter((k) => boxes.find((b) => b.value === k).checked);
    spec.back_matter = $('back-thank-you').checked ? ['thank_you'] : [];
  }
}

// ---- errors beside their fields ----

function clearErrors() {
  for (const p of document.querySelectorAll('[data-error-for]')) p.textContent = '';
  for (const e of document.querySelectorAll('.invalid')) e.classList.remove('invalid');
}

const SECTION_COLUMNS = { preset: 'Preset', count: 'Count', title: 'Title',
                          solutions_per_page: 'Solutions a page', 'fit.cell_in': 'Cell (in)' };

// A field as the form names it: "ISBN", "Section 2, Count"; '' when the
// form has no field of that name.
function formLabel(field, input) {
  const section = field.match(/^sections\[(\d+)\]\.(.+)$/);
  if (section) {
    const column = SECTION_COLUMNS[section[2]] || section[2];
    return 'Section ' + (Number(section[1]) + 1) + ', ' + column;
  }
  const label = input && input.closest('label');
  return label ? label.childNodes[0].textContent.trim() : '';
}

// The command line's message ("spec.json: isbn: check digit ...") in the
// form's words ("ISBN: check digit ..."): the page has no spec.json, and
// the user knows the field by its label.
function formMessage(error, input) {
  const field = error.field || '';
  if (input === undefined && field)
    input = document.querySelector('[data-field="' + CSS.escape(field) + '"]');
  const prefix = 'spec.json: ' + field + ': ';
  const label = field && formLabel(field, input);
  if (label && error.message.startsWith(prefix))
    return label + ': ' + error.message.slice(prefix.length);
  return error.message.replace(/^spec\.json: /, '');
}

function showError(error) {
  clearErrors();
  const field = error.field || '';
  const input = field && document.querySelector('[data-field="' + CSS.escape(field) + '"]');
  if (input) input.classList.add('invalid');
  const top = field.replace(/\[.*$/, '').replace(/\..*$/, '');
  const spot = document.querySelector('[data-error-for="' + CSS.escape(field) + '"]') ||
               document.querySelector('[data-error-for="' + CSS.escape(top) + '"]') ||
               document.querySelector('[data-error-for=""]');
  spot.textContent = formMessage(error, input);
}

// ---- the preview ----

function setState(text, kind) {
  const state = $('fact-state');
  state.textContent = text;
  state.className = 'state' + (kind ? ' ' + kind : '');
}

function schedulePreview() {
  clearTimeout(previewTimer);
  previewTimer = setTimeout(preview, 150);
}

async function preview() {
  readForm();
  dropStaleResult();
  const seq = ++previewSeq;
  setState('laying out', 'busy');
  const started = performance.now();
  let answer;
  try {
    answer = await api('/api/preview', { spec, name: specName() });
  } catch (error) {
    if (seq === previewSeq) { showError(error); setState('refused', 'bad'); }
    return;
  }
  if (seq !== previewSeq) return;
  layout = answer;
  document.body.dataset.revision = answer.revision;
  const notes = $('notes');
  notes.replaceChildren();
  if (!answer.ok) {
    showError(answer.error);
    setState('refused', 'bad');
    const li = document.createElement('li');
    li.className = 'bad';
    li.textContent = formMessage(answer.error);
    notes.appendChild(li);
    for (const id of ['fact-pages', 'fact-spine', 'fact-mazes']) $(id).textContent = '–';
    return;
  }
  clearErrors();
  $('fact-pages').textContent = answer.page_count;
  $('fact-spine').textContent = answer.spine_in.toFixed(3);
  $('fact-mazes').textContent = answer.mazes;
  for (const note of answer.notes) {
    const li = document.createElement('li');
    li.textContent = note;
    notes.appendChild(li);
  }
  showPages(answer);
  setState('ready in ' + Math.round(performance.now() - started) + ' ms');
}

const urls = new Map();
let observer = null;

async function loadThumb(img, page, dpi) {
  const revision = layout.revision;
  try {
    const blob = await api('/api/thumb?rev=' + revision + '&page=' + page + '&dpi=' + dpi);
    if (revision !== layout.revision) return;
    const url = URL.createObjectURL(blob);
    if (urls.has(img)) URL.revokeObjectURL(urls.get(img));
    urls.set(img, url);
    img.src = url;
  } catch (error) {
    // a newer layout replaced this one: its own thumbnails are on the way
  }
}

function showPages(answer) {
  if (observer) observer.disconnect();
  for (const url of urls.values()) URL.revokeObjectURL(url);
  urls.clear();
  const [w, h] = answer.trim;
  const pageDpi = Math.max(8, Math.min(150, Math.round(2 * 124 / w)));
  loadThumb($('cover'), 0, Math.max(8, Math.min(150, Math.round(2 * 520 / answer.cover_in[0]))));
  const list = $('pages');
  list.replaceChildren();
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      loadThumb(entry.target.querySelector('img'), Number(entry.target.dataset.page), pageDpi);
    }
  }, { rootMargin: '300px' });
  for (const page of answer.pages) {
    const li = document.createElement('li');
    const swapped = (spec.overrides || []).some((o) => o.maze === page.number);
    li.className = page.kind + (swapped ? ' swapped' : '');
    li.dataset.page = page.n;
    const sheet = document.createElement('div');
    sheet.className = 'sheet';
    sheet.style.aspectRatio = w + ' / ' + h;
    const img = document.createElement('img');
    img.alt = 'page ' + page.n;
    sheet.appendChild(img);
    li.appendChild(sheet);
    const caption = document.createElement('span');
    caption.textContent = page.n + ' · ' + (page.maze || page.kind.replace('_', ' '));
    li.appendChild(caption);
    if (page.kind === 'maze') sheet.addEventListener('click', (e) => openSwap(page, e));
    list.appendChild(li);
    observer.observe(li);
  }
}

// ---- pick and swap ----

let swapPage = null;

function openSwap(page, event) {
  swapPage = page;
  const menu = $('swap-menu');
  $('swap-title').textContent = 'Page ' + page.n + ': ' + page.maze;
  menu.querySelector('.error').textContent = '';
  menu.hidden = false;
  menu.style.left = Math.min(event.clientX, innerWidth - 260) + 'px';
  menu.style.top = Math.min(event.clientY, innerHeight - 140) + 'px';
}

async function swap() {
  readForm();
  try {
    const answer = await api('/api/swap', { spec, page: swapPage.n });
    spec = answer.spec;
    $('swap-menu').hidden = true;
    writeForm();
    await preview();
  } catch (error) {
    $('swap-menu').querySelector('.error').textContent = error.message;
  }
}

// ---- build, progress, report, downloads ----

let polling = 0;
// The spec the last build was of (as JSON text), where it was opened from
// and when it started: the result panel shows a build of this spec only.
let built = null;

// Hides the result of a build once the spec on the form is no longer the
// one it was built from (another spec opened, a field changed), so no
// verdict or download of one book is ever shown beside another.
function dropStaleResult() {
  if (!built || JSON.stringify(spec) === built.spec) return;
  built = null;
  $('build-result').hidden = true;
  $('build-step').textContent = '';
  $('progress-bar').style.width = '0';
}

// The name the spec is saved and built under: the Save as field, else the
// opened file's name.
function specName() {
  const given = $('save-name').value.trim();
  if (given) return given;
  const m = $('open-path').value.match(/(?:^|\/)builds\/([^/]+)\/\d+\/book\.json$/) ||
            $('open-path').value.match(/([^/]+?)(?:\.json)?$/);
  return m ? m[1] : 'untitled';
}

// Save (and Save as, with another name): the spec goes into the work folder
// as NAME.json, where Open finds it again.
async function save() {
  readForm();
  const name = specName();
  try {
    const answer = await api('/api/save', { name, spec });
    $('save-name').value = answer.name;
    $('open-path').value = answer.saved;
    $('save-state').textContent = 'saved ' + answer.saved;
    $('open-error').textContent = '';
    refreshBuilds();
    return answer;
  } catch (error) {
    $('save-state').textContent = '';
    $('open-error').textContent = error.message;
    return null;
  }
}

async function build() {
  // A build is of a saved spec: saved first, then built into builds/NAME/.
  const saved = await save();
  if (!saved) return;
  $('build-result').hidden = true;
  const asked = { spec: JSON.stringify(spec), from: saved.saved, title: spec.title,
                  at: new Date() };
  try {
    await api('/api/build', { spec, name: saved.name });
  } catch (error) {
    showError(error);
    return;
  }
  built = asked;
  $('build-button').disabled = true;
  $('cancel-button').disabled = false;
  clearInterval(polling);
  polling = setInterval(poll, 250);
}

async function poll() {
  const status = await api('/api/build');
  if (!built) {  // the spec changed while it was built: its result is not shown
    if (status.state !== 'running') clearInterval(polling);
    $('build-button').disabled = status.state === 'running';
    $('cancel-button').disabled = status.state !== 'running';
    return;
  }
  const total = status.total || 0;
  $('progress-bar').style.width = (total ? 100 * status.done / total : 5) + '%';
  $('build-step').textContent = status.step || '';
  if (status.state === 'running') return;
  clearInterval(polling);
  $('build-button').disabled = false;
  $('cancel-button').disabled = true;
  $('build-step').textContent = status.state;
  $('progress-bar').style.width = status.state === 'passed' ? '100%' : '0';
  showResult(status);
  refreshBuilds();
}

// The last builds of the spec's name, newest first, each with its files
// and a Delete button.
async function refreshBuilds() {
  const name = specName();
  let answer;
  try {
    answer = await api('/api/builds?name=' + encodeURIComponent(name));
  } catch (error) {
    $('builds').hidden = true;
    return;
  }
  $('builds-of').textContent = answer.name;
  const rows = $('build-rows');
  rows.replaceChildren();
  for (const b of answer.builds) {
    const tr = document.createElement('tr');
    tr.dataset.build = b.build;
    const book = b.pages === undefined ? '' : b.pages + ' pages, ' + b.mazes + ' mazes';
    for (const [text, cls] of [[b.build, ''], [b.date || '', ''],
                               [b.verdict, b.verdict === 'pass' ? 'pass' : 'fail'], [book, '']]) {
      const td = document.createElement('td');
      td.textContent = text;
      if (cls) td.className = cls;
      tr.appendChild(td);
    }
    const files = document.createElement('td');
    for (const file of ['interior.pdf', 'cover.pdf', 'book.json', 'check.json', 'spec.json']) {
      const a = document.createElement('a');
      a.textContent = file.replace(/\.(pdf|json)$/, '');
      a.title = file;
      a.className = 'file';
      a.addEventListener('click', () => download(file, answer.name, b.build));
      files.appendChild(a);
      files.appendChild(document.createTextNode(' '));
    }
    tr.appendChild(files);
    const del = document.createElement('td');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'small';
    button.textContent = 'Delete';
    button.addEventListener('click', async () => {
      await api('/api/builds/delete', { name: answer.name, build: b.build });
      refreshBuilds();
    });
    del.appendChild(button);
    tr.appendChild(del);
    rows.appendChild(tr);
  }
  $('builds').hidden = answer.builds.length === 0;
}

function showResult(status) {
  const result = $('build-result');
  result.hidden = false;
  result.dataset.state = status.state;
  const time = built.at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit',
                                                 second: '2-digit' });
  const where = status.build ? ' into builds/' + status.name + '/' + status.build : '';
  $('result-of').textContent = '\u201c' + built.title + '\u201d, saved as ' + built.from +
      ', built at ' + time + where;
  const verdict = $('verdict');
  const check = status.check;
  const passed = status.state === 'passed';
  verdict.className = 'verdict ' + (passed ? 'pass' : 'fail');
  verdict.textContent = passed
      ? 'mazeproof: pass. ' + (check.summary.checks - check.summary.failed) + ' of ' +
        check.summary.checks + ' checks passed; ' + check.summary.perfect + ' of ' +
        check.summary.mazes + ' mazes proved to have exactly one route. The book: ' +
        status.message.replace(/^built and proved: /, '') + '.'
      : status.message;
  result.querySelector('.downloads').hidden = !passed;
  const rows = $('report-rows');
  rows.replaceChildren();
  for (const c of (check && check.checks) || []) {
    // The check in a publisher's words, its id small under it, its rule
    // on hover (a report from before the sentences shows the rule).
    const tr = document.createElement('tr');
    tr.title = c.rule;
    const said = document.createElement('td');
    said.className = 'says';
    said.textContent = c.says || c.rule;
    const id = document.createElement('small');
    id.className = 'check-id';
    id.textContent = c.id;
    said.appendChild(id);
    tr.appendChild(said);
    const result = document.createElement('td');
    result.textContent = c.pass ? 'pass' : 'FAIL';
    result.className = c.pass ? 'pass' : 'fail';
    tr.appendChild(result);
    rows.appendChild(tr);
  }
  $('report').hidden = !check;
}

async function download(name, saved, build) {
  const which = saved ? '?name=' + encodeURIComponent(saved) + '&build=' + build : '';
  const blob = await api('/api/download/' + name + which, undefined, true);
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10000);
}

// ---- open ----

async function openSpec(path) {
  try {
    const answer = await api('/api/open', { path });
    spec = answer.spec;
    dropStaleResult();
    writeForm();
    $('open-path').value = path;
    $('save-name').value = '';
    $('save-state').textContent = '';
    refreshBuilds();
    await preview();
  } catch (error) {
    clearErrors();
    $('open-error').textContent = error.message;
  }
}

async function start() {
  choices = await api('/api/choices');
  fillChoices();
  form.addEventListener('input', schedulePreview);
  form.addEventListener('change', schedulePreview);
  form.addEventListener('submit', (e) => e.preventDefault());
  $('matter-default').addEventListener('change', () => {
    const own = !$('matter-default').checked;
    // Own pages start from the classic template's list.
    const classic = ['title', 'copyright', 'contents', 'how_to', 'thank_you'];
    for (const box of $('front-matter').querySelectorAll('input')) {
      box.disabled = !own;
      if (own) box.checked = classic.includes(box.value);
    }
    $('front-matter').classList.toggle('disabled', !own);
  });
  $('add-section').addEventListener('click', () => {
    readForm();
    spec.sections.push({ preset: choices.presets.includes('medium') ? 'medium' : choices.presets[0],
                         count: 10 });
    writeForm();
    schedulePreview();
  });
  $('open-button').addEventListener('click', () => openSpec($('open-path').value));
  $('build-button').addEventListener('click', build);
  $('save-button').addEventListener('click', save);
  $('front-upload').addEventListener('change', uploadFront);
  $('cancel-button').addEventListener('click', () => api('/api/build/cancel', {}));
  $('swap-button').addEventListener('click', swap);
  $('swap-close').addEventListener('click', () => { $('swap-menu').hidden = true; });
  for (const a of document.querySelectorAll('[data-download]'))
    a.addEventListener('click', () => download(a.dataset.download));
  await openSpec(new URLSearchParams(location.search).get('open') || 'presets/books/sample.json');
}

start().catch((error) => setState(error.message || String(error), 'bad'));
