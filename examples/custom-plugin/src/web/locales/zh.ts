import type { NotesMessages } from '../messages.ts';

/** Chinese strings of the notes panel (namespace `custom-notes`), loaded when the language is chosen. */
export default {
  tab: '笔记',
  title: '笔记',
  subtitle: '您组织中所有人共享的笔记',
  add: '添加笔记',
  adding: '正在添加...',
  added: '笔记已添加',
  addFailed: '无法添加笔记',
  loadFailed: '无法加载笔记',
  fields: {
    title: '标题',
    body: '内容',
  },
  empty: '暂无笔记',
  createdAt: '添加于 {{date}}',
  export: {
    start: '导出为 Markdown',
    running: '正在导出 {{done}}/{{total}}…',
    done: '已导出 {{count}} 条笔记',
    failed: '导出失败',
    download: '下载',
  },
} satisfies NotesMessages;
