#!/usr/bin/env node
// scripts/e2e.sh calls this when a journey fails: the app's last requests as one short line each,
// then the failed journeys with their first error lines. CI keeps only the tail of its output, so
// the failure comes last and the app's log (one JSON line of headers per request) is condensed.
'use strict';
const fs = require('fs');

const [logPath, reportPath] = process.argv.slice(2);

function condensedLog(file, count) {
  if (!file || !fs.existsSync(file)) return [];
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).slice(-count);
  return lines.map((line) => {
    try {
      const entry = JSON.parse(line);
      const time = new Date(entry.time).toISOString().slice(11, 23);
      const request = entry.req ? `${entry.req.method} ${entry.req.url}` : '';
      const status = entry.res ? entry.res.statusCode : '';
      const took = entry.responseTime !== undefined ? `${entry.responseTime}ms` : '';
      const error = entry.err ? ` ${entry.err.type || ''}: ${entry.err.message || ''}` : '';
      return [time, entry.level, request, status, took, entry.msg].filter((part) => part !== '').join(' ') + error;
    } catch {
      return line.slice(0, 300);
    }
  });
}

function failedJourneys(file) {
  if (!file || !fs.existsSync(file)) return ['(no JSON report: see the journey output above)'];
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const out = [];
  for (const suite of report.testResults || []) {
    for (const test of suite.assertionResults || []) {
      if (test.status !== 'failed') continue;
      out.push(`FAILED ${suite.name.replace(/^.*\/e2e\//, 'e2e/')} > ${test.fullName}`);
      for (const message of test.failureMessages || []) {
        out.push(
          ...message
            .split('\n')
            .slice(0, 20)
            .map((line) => `    ${line}`),
        );
      }
    }
    if (suite.status === 'failed' && !(suite.assertionResults || []).some((t) => t.status === 'failed')) {
      out.push(`FAILED ${suite.name.replace(/^.*\/e2e\//, 'e2e/')}: ${(suite.message || '').slice(0, 800)}`);
    }
  }
  return out.length ? out : ['(the report lists no failed journey: see the output above)'];
}

console.log('--- app log (last 40 lines, condensed) ---');
for (const line of condensedLog(logPath, 40)) console.log(line);
console.log('--- failed journeys ---');
for (const line of failedJourneys(reportPath)) console.log(line);
