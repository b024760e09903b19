/**
 * The report's script, inlined. It reads the embedded JSON and builds every element with createElement
 * and textContent: no string from the data ever reaches innerHTML, an href other than a `#` fragment, or
 * an event-handler attribute. Written without template literals so it can live in this string.
 */
export const REPORT_SCRIPT = String.raw`
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('caliper-data').textContent);
  var root = document.getElementById('report');
  document.title = data.title;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function add(parent) {
    for (var i = 1; i < arguments.length; i++) if (arguments[i]) parent.appendChild(arguments[i]);
    return parent;
  }
  function child(parent, c) { parent.appendChild(c); return c; }
  function num(n) { return Number(n || 0).toLocaleString('en-US'); }
  function secs(ms) { return (Number(ms || 0) / 1000).toFixed(1) + ' s'; }
  function usd(c, scripted) {
    var cost = typeof c === 'number' ? '$' + c.toFixed(4) : 'cost not reported';
    return scripted ? 'no cost (scripted model)' : cost;
  }
  function clipped(c) {
    var box = el('div');
    add(box, el('pre', null, c.text));
    if (c.size > c.text.length) {
      add(box, el('div', 'clipped', 'cut: shown ' + num(c.text.length) + ' of ' + num(c.size) + ' characters'));
    }
    return box;
  }
  function table(headers, rows) {
    var t = el('table'), head = el('tr');
    headers.forEach(function (h) { add(head, el('th', null, h)); });
    add(t, add(el('thead'), head));
    var body = el('tbody');
    rows.forEach(function (cells) {
      var tr = el('tr');
      cells.forEach(function (c) { add(tr, c instanceof Node ? add(el('td'), c) : el('td', 'num', c)); });
      add(body, tr);
    });
    return add(t, body);
  }
  function verdictClass(text) { return /regressed/.test(text) ? 'regressed' : /improved/.test(text) ? 'improved' : ''; }
  function trialId(side, key) { return 'trial=' + encodeURIComponent(side + ':' + key); }

  // ---- header ----
  var run = data.head;
  add(root, el('h1', null, data.title));
  var started = ' · started ' + run.startedAt + ' · report generated ' + data.generatedAt;
  var era = 'era ' + run.era + ' · ' + run.discipline + ' · caliper ' + run.caliperVersion;
  add(root, el('div', 'meta', era + started));
  function backendName(b) {
    return b.name + (b.version ? ' ' + b.version : '') + (b.model ? ' (' + b.model + ')' : '');
  }
  add(root, el('div', 'meta', 'backends: ' + run.backends.map(backendName).join(', ')));
  if (run.spent) add(root, el('div', 'meta', run.spent));
  if (run.judge) add(root, el('div', 'meta', 'judge: ' + run.judge));
  if (run.providerErrors) add(root, el('div', 'meta', run.providerErrors));
  if (data.base && data.base.providerErrors) add(root, el('div', 'meta', 'base: ' + data.base.providerErrors));
  if (data.base) {
    var baseSpent = data.base.spent ? '; ' + data.base.spent : '';
    add(root, el('div', 'meta', 'base: ' + data.base.source + ', started ' + data.base.startedAt + baseSpent));
  }
  var baseNotes = data.base ? data.base.notes.map(function (n) { return 'base: ' + n; }) : [];
  [].concat(run.notes, baseNotes).forEach(function (n) { add(root, el('div', 'note', n)); });

  // ---- overview ----
  var compared = data.comparison && !data.comparison.refused ? data.comparison : null;
  if (data.comparison && data.comparison.refused) {
    add(root, el('div', 'note', 'not compared with the base: ' + data.comparison.refused));
  }
  if (compared) {
    var v = el('div', null, 'Compared with the base: ');
    add(v, el('span', verdictClass(compared.verdict), compared.verdict));
    add(root, v, el('div', 'meta', compared.test));
  }
  function rowVerdict(skill, backend, caseId) {
    if (!compared) return null;
    for (var i = 0; i < compared.rows.length; i++) {
      var r = compared.rows[i];
      if (r.skill === skill && r.backend === backend && (r.caseId || null) === (caseId || null)) return r;
    }
    return null;
  }
  // The lift, and under it the checks that passed (or failed) in every trial of both arms.
  function liftCell(r) {
    var td = el('span', null, r.lift || 'not measured');
    if (r.sameInBothArms) add(td, el('div', 'sub bad', r.sameInBothArms));
    return td;
  }
  function rateCell(text, cmp, metric) {
    var td = el('span', null, text);
    var m = cmp ? cmp.metrics.filter(function (x) { return x.metric === metric; })[0] : null;
    if (m) {
      var s = el('span', 'sub ' + verdictClass(m.cell), 'base → head: ' + m.cell);
      s.title = m.detail;
      add(td, s);
    }
    return td;
  }
  add(root, el('h2', null, 'Rates per backend'));
  var backends = [];
  run.rows.forEach(function (r) { if (backends.indexOf(r.backend) < 0) backends.push(r.backend); });
  backends.forEach(function (b) {
    var rows = run.rows.filter(function (r) { return r.backend === b; });
    add(root, el('h3', null, b + (rows[0] && rows[0].backendVersion ? ' ' + rows[0].backendVersion : '')));
    var lifted = rows.some(function (r) { return r.lift; });
    var rateHeaders = ['skill', 'activation', 'false activation', 'execution'];
    var headers = rateHeaders.concat(lifted ? ['lift (with − without skill)'] : [], ['errors', 'changes']);
    add(root, table(headers, rows.map(function (r) {
      var cmp = rowVerdict(r.skill, r.backend, undefined);
      var rates = [
        r.skill,
        rateCell(r.activation, cmp, 'activation'),
        rateCell(r.falseActivation, cmp, 'false-activation'),
        rateCell(r.execution, cmp, 'execution'),
      ];
      return rates.concat(lifted ? [liftCell(r)] : [], [String(r.errors), cmp ? cmp.flags : '']);
    })));
  });
  if (compared) {
    var caseRows = compared.rows.filter(function (r) { return r.caseId; });
    if (caseRows.length) {
      add(root, el('h3', null, 'Per case, base → head'));
      add(root, table(['skill', 'backend', 'case', 'verdict', 'rates', 'changes'], caseRows.map(function (r) {
        var rates = el('span');
        r.metrics.forEach(function (m) {
          var s = el('span', 'sub', m.metric + ': ' + m.cell);
          s.title = m.detail;
          add(rates, s);
        });
        var verdict = add(el('span', verdictClass(r.verdict)), document.createTextNode(r.verdict));
        return [r.skill, r.backend, r.caseId, verdict, rates, r.flags];
      })));
    }
  }
  // ---- what a run uses: every figure per row and arm, and every change with its test ----
  // (the comment shows the called ones)
  function baseRow(skill, backend) {
    if (!data.base) return null;
    for (var i = 0; i < data.base.rows.length; i++) {
      var r = data.base.rows[i];
      if (r.skill === skill && r.backend === backend) return r;
    }
    return null;
  }
  function arm(text, baseText) {
    var cell = el('span', null, text || 'not recorded');
    if (data.base) add(cell, el('span', 'sub', 'base: ' + (baseText || 'not recorded')));
    return cell;
  }
  var used = run.rows.filter(function (r) {
    var b = baseRow(r.skill, r.backend);
    return r.efficiency.with || r.efficiency.without || (b && b.efficiency.with);
  });
  if (used.length) {
    add(root, el('h2', null, 'What a run uses'));
    var lifts = used.some(function (r) { return r.lift; });
    var usedHeaders = ['skill', 'backend', 'with the skill'].concat(
      lifts ? ['without the skill'] : [],
      compared ? ['changes (▲ more, ▼ less: called after the correction)'] : []
    );
    add(root, table(usedHeaders, used.map(function (r) {
      var b = baseRow(r.skill, r.backend);
      var cmp = rowVerdict(r.skill, r.backend, undefined);
      var changes = el('span');
      if (cmp) {
        cmp.efficiency.forEach(function (x) {
          var s = el('span', x.called ? null : 'sub', x.between + ': ' + x.text);
          s.title = x.detail;
          add(changes, s, el('br'));
        });
      }
      var withSkill = arm(r.efficiency.with, b && b.efficiency.with);
      var without = lifts ? [arm(r.efficiency.without, b && b.efficiency.without)] : [];
      return [r.skill, r.backend, withSkill].concat(without, compared ? [changes] : []);
    })));
  }
  // A skill not evaluated is named once, with the runs it would have taken; the trials skipped are counted.
  var wholeSkill = /^([^|]+)\|\*\|\*\|\*$/;
  run.skipped.filter(function (s) { return wholeSkill.test(s.key); }).slice(0, 50).forEach(function (s) {
    var runs = typeof s.runs === 'number' ? ' (' + s.runs + ' agent run(s))' : '';
    add(root, el('div', 'bad', 'not evaluated: ' + wholeSkill.exec(s.key)[1] + runs + ': ' + s.reason));
  });
  var parts = run.skipped.filter(function (s) { return !wholeSkill.test(s.key); });
  if (parts.length) add(root, el('div', 'note', parts.length + ' planned trial(s) not run: ' + parts[0].reason));

  // ---- rates over time (server-drawn SVG, shown as a data: image: it can run no script) ----
  if (data.trends.length) {
    add(root, el('h2', null, 'Rates over time'));
    data.trends.forEach(function (c) {
      var fig = child(root, el('figure', 'trend'));
      add(fig, el('figcaption', null, c.skill + ' × ' + c.backend));
      var prefix = 'data:image/svg+xml;base64,';
      if (c.image.indexOf(prefix) === 0) {
        var img = child(fig, el('img'));
        img.alt = 'activation and execution of ' + c.skill + ' on ' + c.backend + ' per run';
        img.src = prefix + c.image.slice(prefix.length);
      }
      c.changes.forEach(function (x) { add(fig, el('div', 'muted', 'changed: ' + x)); });
    });
  }

  // ---- filters ----
  add(root, el('h2', null, 'Trials'));
  var bar = child(root, el('div', 'filters'));
  var failed = el('input'); failed.type = 'checkbox'; failed.id = 'f-failed';
  var outcomeSel = el('select'); outcomeSel.id = 'f-outcome';
  var backendSel = el('select'); backendSel.id = 'f-backend';
  var skillSel = el('select'); skillSel.id = 'f-skill';
  function options(sel, all, values) {
    child(sel, el('option', null, all)).value = '';
    values.forEach(function (v) { child(sel, el('option', null, v)).value = v; });
  }
  var allTrials = run.trials.concat(data.base ? data.base.trials : []);
  function distinct(f) {
    var s = [];
    allTrials.forEach(function (t) { if (s.indexOf(f(t)) < 0) s.push(f(t)); });
    return s.sort();
  }
  options(outcomeSel, 'any outcome', ['pass', 'fail', 'error']);
  options(backendSel, 'all backends', distinct(function (t) { return t.backend; }));
  options(skillSel, 'all skills', distinct(function (t) { return t.skill; }));
  add(bar, add(el('label'), failed, document.createTextNode('failed only')));
  add(bar, add(el('label'), document.createTextNode('outcome'), outcomeSel));
  add(bar, add(el('label'), document.createTextNode('backend'), backendSel));
  add(bar, add(el('label'), document.createTextNode('skill'), skillSel));
  var count = child(bar, el('span', 'muted'));
  var errorsNote = run.trials.filter(function (t) { return t.outcome === 'error'; }).length;
  if (errorsNote) {
    add(bar, el('span', 'muted', errorsNote + ' harness error(s): not skill failures, not counted in the rates'));
  }

  // ---- trials, grouped by skill × backend × case, base beside head ----
  var list = child(root, el('div'));
  var groups = [], byKey = {};
  function group(t) {
    var k = t.skill + '|' + t.backend + '|' + t.caseId;
    if (!byKey[k]) {
      byKey[k] = {
        skill: t.skill, backend: t.backend, caseId: t.caseId,
        head: [], base: [], headWithout: [], baseWithout: []
      };
      groups.push(byKey[k]);
    }
    return byKey[k];
  }
  // The baseline arm's trials (no skill installed) sit beside the same case's trials with the skill.
  run.trials.forEach(function (t) { var g = group(t); (t.arm === 'baseline' ? g.headWithout : g.head).push(t); });
  if (data.base) {
    data.base.trials.forEach(function (t) {
      var g = group(t);
      (t.arm === 'baseline' ? g.baseWithout : g.base).push(t);
    });
  }

  function chosen(t) {
    if (!t.activations) return null;
    return Object.keys(t.activations).filter(function (s) { return t.activations[s] === 'activated'; });
  }
  function choiceText(t) {
    var c = chosen(t);
    if (c === null) return t.outcome === 'error' ? 'harness error: choice not measured' : 'choice not measured';
    var outside = '';
    if (t.chosenOutside && t.chosenOutside.length) outside = 'chose ' + t.chosenOutside.join(', ') + ', not under test';
    if (t.arm === 'baseline') return outside ? 'no skill installed; ' + outside : 'no skill installed';
    var forced = Object.keys(t.activations).every(function (s) { return t.activations[s] === 'not-measured'; });
    if (forced) return 'choice not measured (force-load)';
    var text = outside || 'chose no skill';
    if (c.length) text = outside ? 'chose ' + c.join(', ') + '; ' + outside : 'chose ' + c.join(', ');
    return t.outOfTurns ? text + ', ran out of turns' : text;
  }
  function sideSummary(trials) {
    var pass = trials.filter(function (t) { return t.outcome === 'pass'; }).length;
    var errs = trials.filter(function (t) { return t.outcome === 'error'; }).length;
    var choices = {};
    trials.forEach(function (t) {
      var c = t.outcome === 'error' ? 'error' : choiceText(t);
      choices[c] = (choices[c] || 0) + 1;
    });
    var counts = Object.keys(choices).map(function (c) { return c + ' ×' + choices[c]; }).join(', ');
    var errors = errs ? ', ' + errs + ' harness error(s)' : '';
    return pass + '/' + (trials.length - errs) + ' passed' + errors + '; ' + counts;
  }

  var cards = [];
  groups.forEach(function (g) {
    var box = child(list, el('section', 'group'));
    box.dataset.skill = g.skill; box.dataset.backend = g.backend;
    add(box, el('div', 'group-head', g.skill + ' × ' + g.backend + ' × ' + g.caseId));
    var prompt = (g.head[0] || g.base[0] || g.headWithout[0] || g.baseWithout[0]).prompt;
    if (prompt) add(box, el('div', 'muted', 'prompt'), clipped(prompt));
    var two = g.base.length > 0 && data.base;
    if (two) { frontMatterChange(box, g); descriptionChange(box, g); }
    // [label, trials, side]: base beside head, and each side's trials without any skill below it.
    var columns = [];
    if (two) columns.push(['base', g.base, 'base']);
    columns.push([two ? 'head' : 'with the skill', g.head, 'head']);
    if (two && g.baseWithout.length) columns.push(['base, without any skill', g.baseWithout, 'base']);
    if (g.headWithout.length) {
      columns.push([two ? 'head, without any skill' : 'without any skill (baseline)', g.headWithout, 'head']);
    }
    var cols = child(box, el('div', columns.length > 1 ? 'cols two' : 'cols'));
    columns.forEach(function (column) {
      var col = child(cols, el('div'));
      if (columns.length > 1) add(col, el('div', 'side-label', column[0] + ': ' + sideSummary(column[1])));
      else add(col, el('div', 'muted', sideSummary(column[1])));
      column[1].forEach(function (t) {
        var c = trialCard(t, column[2]);
        c.group = box;
        cards.push(c);
        add(col, c.node);
      });
    });
    g.node = box;
  });

  // The subject's description as the CLI listed it on each side, when both sides kept a listing.
  function listedDescription(trials, skill) {
    for (var i = 0; i < trials.length; i++) {
      var l = (trials[i].listed || []).filter(function (x) { return x.name === skill; })[0];
      if (l) return l.description;
    }
    return null;
  }
  function descriptionChange(box, g) {
    var before = listedDescription(g.base, g.skill), after = listedDescription(g.head, g.skill);
    if (!before || !after || before.text === after.text) return;
    var diff = child(box, el('div', 'desc-diff'));
    add(diff, el('div', 'muted', g.skill + "'s description as the CLI listed it, base → head"));
    add(diff, el('pre', 'bad', '− ' + before.text), el('pre', 'ok', '+ ' + after.text));
  }

  // The subject's front matter as installed on each side, line by line: what the agent chose from.
  function rowOf(view, g) {
    return (view.rows || []).filter(function (r) { return r.skill === g.skill && r.backend === g.backend; })[0];
  }
  function lineDiff(a, b) {
    var n = a.length, m = b.length, i, j, len = [];
    for (i = 0; i <= n; i++) { len.push([]); for (j = 0; j <= m; j++) len[i].push(0); }
    for (i = n - 1; i >= 0; i--) {
      for (j = m - 1; j >= 0; j--) {
        len[i][j] = a[i] === b[j] ? len[i + 1][j + 1] + 1 : Math.max(len[i + 1][j], len[i][j + 1]);
      }
    }
    var out = [];
    for (i = 0, j = 0; i < n || j < m;) {
      if (i < n && j < m && a[i] === b[j]) { out.push([' ', a[i]]); i++; j++; }
      else if (i < n && (j === m || len[i + 1][j] >= len[i][j + 1])) { out.push(['-', a[i]]); i++; }
      else { out.push(['+', b[j]]); j++; }
    }
    return out;
  }
  function frontMatterChange(box, g) {
    var b = rowOf(data.base, g), h = rowOf(data.head, g);
    if (!b || !h || typeof b.frontMatter !== 'string' || typeof h.frontMatter !== 'string') return;
    if (b.frontMatter === h.frontMatter) return;
    var diff = child(box, el('div', 'desc-diff fm-diff'));
    add(diff, el('div', 'muted', g.skill + "'s front matter, base → head"));
    lineDiff(b.frontMatter.split('\n'), h.frontMatter.split('\n')).forEach(function (d) {
      var mark = d[0] === '-' ? '− ' : d[0] === '+' ? '+ ' : '  ';
      add(diff, el('pre', d[0] === '-' ? 'bad' : d[0] === '+' ? 'ok' : 'muted', mark + d[1]));
    });
  }

  function trialCard(t, side) {
    var d = el('details', 'trial');
    var s = child(d, el('summary'));
    add(s, el('span', 'badge ' + t.outcome, t.outcome));
    add(s, el('span', null, '#' + t.trial));
    add(s, el('span', null, choiceText(t)));
    if (t.reason) add(s, el('span', t.outcome === 'error' ? 'muted' : 'bad', t.reason));
    if (t.providerErrors.length) add(s, el('span', 'muted', 'provider errors ×' + t.providerErrors.length));
    var tokens = num(t.usage.inputTokens + t.usage.outputTokens) + ' tokens';
    add(s, el('span', 'muted', secs(t.durationMs) + ' · ' + tokens));
    var link = child(s, el('a', 'permalink', 'link'));
    link.href = '#' + trialId(side, t.key);
    link.title = 'a link to this trial';
    var built = false;
    var scripted = (side === 'base' ? data.base : data.head).scripted;
    d.addEventListener('toggle', function () {
      if (d.open && !built) {
        built = true;
        add(d, trialBody(t, scripted));
      }
    });
    return { node: d, trial: t, side: side, id: trialId(side, t.key) };
  }

  function section(parent, title) { add(parent, el('h3', null, title)); return parent; }
  function chips(names, marked) {
    var box = el('div', 'chips');
    names.forEach(function (n) { add(box, el('span', marked && marked.indexOf(n) >= 0 ? 'chosen' : null, n)); });
    return box;
  }
  function trialBody(t, scripted) {
    var b = el('div', 'body');
    if (t.outcome === 'error') {
      var h = child(b, el('div', 'harness'));
      add(h, el('strong', null, 'Harness error'));
      add(h, el('div', null, t.reason || 'no reason recorded'));
      add(h, el('div', 'muted', 'A fault of the harness or the CLI, not of the skill: left out of the rates.'));
    }
    t.notes.forEach(function (n) { add(b, el('div', 'note', 'Note: ' + n)); });
    if (t.providerErrors.length) {
      var pe = child(b, el('div', 'provider-errors'));
      var failures = 'The provider failed ' + t.providerErrors.length + ' attempt(s) of this trial';
      failures += ' (not a skill failure):';
      add(pe, el('div', 'muted', failures));
      t.providerErrors.forEach(function (line) { add(pe, el('div', null, line)); });
    }
    if (t.refused.length) {
      var rf = child(b, el('div', 'refused'));
      add(rf, el('div', 'muted', 'Refused by the fences around the agent (what its skill asked for, kept out):'));
      t.refused.forEach(function (line) { add(rf, el('div', null, line)); });
    }
    var kv = child(b, el('dl', 'kv'));
    function row(k, v) { add(kv, el('dt', null, k), el('dd', null, v)); }
    row('trial', t.key);
    var model = t.model ? ' · model ' + t.model : '';
    row('backend', t.backend + (t.backendVersion ? ' ' + t.backendVersion : '') + model);
    var cost = t.usage.replayed
      ? 'no cost (replayed: these are the recorded run\'s tokens; no model was called)'
      : usd(t.usage.costUsd, scripted);
    row('tokens', num(t.usage.inputTokens) + ' in, ' + num(t.usage.outputTokens) + ' out · ' + cost);
    row('time', secs(t.durationMs) + (t.attempts > 1 ? ' · attempt ' + t.attempts : ''));
    if (t.fromCache) row('cache', 'restored from the result cache (' + t.fromCache + ')');
    if (t.transcriptFile) row('transcript', t.transcriptFile);
    if (t.transcriptProblem) row('transcript problem', t.transcriptProblem);

    var c = chosen(t) || [];
    section(b, 'Skills the CLI listed');
    if (t.discovered) add(b, t.discovered.length ? chips(t.discovered, c) : el('div', 'muted', 'none listed'));
    else add(b, el('div', 'muted', 'the CLI did not say which skills it listed'));
    if (t.listed && t.listed.length) {
      section(b, 'Why it was (not) chosen: each description as the CLI listed it');
      var dl = child(b, el('dl', 'kv listed'));
      t.listed.forEach(function (l) {
        var picked = c.indexOf(l.name) >= 0 || (t.chosenOutside || []).indexOf(l.name) >= 0;
        add(dl, el('dt', picked ? 'chosen' : null, l.name), add(el('dd'), clipped(l.description)));
      });
    }
    if (t.chosenOutside && t.chosenOutside.length) {
      var notOurs = ', not under test: a skill caliper did not install (the CLI\'s own, or one the fixtures brought)';
      add(b, el('div', 'bad', 'chose ' + t.chosenOutside.join(', ') + notOurs));
    }
    if (t.outOfTurns) {
      var limit = 'ran out of turns: the CLI stopped the agent at its limit of ' + t.outOfTurns + ' turns';
      add(b, el('div', 'bad', limit + '; graded on what it had done'));
    }
    if (t.activations) {
      section(b, 'Activation');
      var skills = Object.keys(t.activations);
      var states = skills.map(function (s) { return s + ': ' + t.activations[s]; });
      var activated = skills.filter(function (s) { return t.activations[s] === 'activated'; });
      add(b, chips(states, activated.map(function (s) { return s + ': activated'; })));
    }
    section(b, 'Files of the skills it used (read or ran)');
    add(b, t.skillFiles.length ? chips(t.skillFiles) : el('div', 'muted', 'none'));

    section(b, 'Tool calls (' + (t.toolCalls.length + t.moreToolCalls) + ')');
    if (!t.toolCalls.length) add(b, el('div', 'muted', 'none'));
    t.toolCalls.forEach(function (call, i) {
      var cd = child(b, el('details', 'call'));
      var cs = child(cd, el('summary'));
      var mark = !call.result ? ['none', '…'] : call.result.ok ? ['ok', '✓'] : ['bad', '✗'];
      var callName = document.createTextNode((i + 1) + '. ' + call.name + ' ');
      add(cs, el('span', mark[0], mark[1] + ' '), callName, el('span', 'muted', call.input.text.slice(0, 160)));
      add(cd, el('div', 'muted', 'input'), clipped(call.input));
      if (call.result) {
        add(cd, el('div', 'muted', call.result.ok ? 'result' : 'result (failed)'), clipped(call.result.output));
      } else add(cd, el('div', 'muted', 'no result: the run ended first'));
    });
    if (t.moreToolCalls) add(b, el('div', 'clipped', t.moreToolCalls + ' more tool call(s) not shown'));

    section(b, 'Final answer');
    add(b, t.finalAnswer ? clipped(t.finalAnswer) : el('div', 'muted', 'none'));

    section(b, 'Checks');
    if (!t.checks.length) {
      add(b, el('div', 'muted', t.outcome === 'error' ? 'not run: the trial errored first' : 'none'));
    }
    else add(b, table(['verdict', 'check', 'reason'], t.checks.map(function (k) {
      var tone = k.status === 'pass' ? 'ok' : k.status === 'fail' ? 'bad' : 'muted';
      var status = add(el('span', tone), document.createTextNode(k.status));
      return [status, k.label, k.reason || ''];
    })));
    t.checks.forEach(function (k) {
      if (!k.judge) return;
      var jd = child(b, el('details', 'call judge'));
      add(child(jd, el('summary')), document.createTextNode('Judge (' + k.judge.by + '): ' + k.label));
      add(jd, table(['vote', 'verdict', 'reason'], k.judge.votes.map(function (v, i) {
        var verdict = add(el('span', v.verdict === 'pass' ? 'ok' : 'bad'), document.createTextNode(v.verdict));
        return [String(i + 1), verdict, v.reason];
      })));
      var judged = k.judge.truncated
        ? 'the text it judged (cut to the size the judge was shown; its start):'
        : 'the text it judged:';
      add(jd, el('div', 'muted', judged), clipped(k.judge.excerpt));
    });

    section(b, 'Files the agent wrote (' + (t.agentFiles.length + t.moreAgentFiles) + ')');
    if (!t.agentFiles.length) add(b, el('div', 'muted', t.moreAgentFiles ? 'none kept' : 'none'));
    t.agentFiles.forEach(function (f) {
      var fd = child(b, el('details', 'call file'));
      var size = typeof f.bytes === 'number' ? ' (' + num(f.bytes) + ' bytes)' : '';
      add(child(fd, el('summary')), document.createTextNode(f.path + size));
      if (f.text) add(fd, clipped(f.text));
      if (f.note) add(fd, el('div', 'muted', f.note));
    });
    if (t.moreAgentFiles) add(b, el('div', 'clipped', t.moreAgentFiles + ' more file(s) not kept'));
    if (t.mcp) mcpSection(b, t.mcp);
    if (t.stderr) { section(b, 'stderr of the CLI'); add(b, clipped(t.stderr)); }
    return b;
  }

  // What the case's MCP servers received (caliper's record) and its command: servers' stderr: all drawn as text.
  function mcpSection(b, m) {
    section(b, 'MCP calls the servers received (' + m.count + ')');
    if (!m.calls.length) add(b, el('div', 'muted', 'none'));
    else add(b, table(['call', 'arguments', 'expect:'], m.calls.map(function (c) {
      return [c.call, c.arguments, c.violation ? 'departed: ' + c.violation : ''];
    })));
    if (m.count > m.calls.length) add(b, el('div', 'clipped', (m.count - m.calls.length) + ' more call(s) not kept'));
    if (m.dropped) add(b, el('div', 'clipped', m.dropped + ' call(s) past the bound, answered with an error'));
    m.servers.forEach(function (s) {
      var sd = child(b, el('details', 'call file'));
      add(child(sd, el('summary')), document.createTextNode('stderr of the MCP server ' + s.name));
      if (s.stderr) add(sd, clipped(s.stderr));
      else if (!s.note) add(sd, el('div', 'muted', 'none'));
      if (s.note) add(sd, el('div', 'muted', s.note));
    });
  }

  // ---- filtering and links ----
  function apply() {
    var shown = 0;
    cards.forEach(function (c) {
      var t = c.trial;
      var ok =
        (!failed.checked || t.outcome !== 'pass') &&
        (!outcomeSel.value || t.outcome === outcomeSel.value) &&
        (!backendSel.value || t.backend === backendSel.value) &&
        (!skillSel.value || t.skill === skillSel.value);
      c.node.hidden = !ok;
      if (ok && c.side === 'head') shown++;
    });
    groups.forEach(function (g) {
      g.node.hidden = !cards.some(function (c) { return c.group === g.node && !c.node.hidden; });
    });
    count.textContent = shown + ' of ' + run.trials.length + ' trial(s) shown';
  }
  [failed, outcomeSel, backendSel, skillSel].forEach(function (x) { x.addEventListener('change', apply); });
  function follow() {
    var id = decodeURIComponent(location.hash.slice(1));
    var target = cards.filter(function (c) { return decodeURIComponent(c.id) === id; })[0];
    if (!target) return;
    if (target.node.hidden) {
      failed.checked = false;
      outcomeSel.value = '';
      backendSel.value = '';
      skillSel.value = '';
      apply();
    }
    cards.forEach(function (c) { c.node.classList.remove('target'); });
    target.node.classList.add('target');
    target.node.open = true;
    target.node.scrollIntoView({ block: 'start' });
  }
  window.addEventListener('hashchange', follow);
  apply();
  follow();
})();
`;
