// The admin dictionary's texts of the content forms and their parts (the rich-text editor, the
// image and media fields, the library picker, publishing, the translation screen) and of the
// Categories, About, Hero video and Site settings screens, in English word for word: the shape
// admin-forms-ar.ts must match. Kept beside admin-dictionary-en.ts, which takes them in, so each
// batch of screens adds to a file of its own (docs/decisions/035-admin-language.md).
import type { Language } from './languages.ts'

type Status = 'draft' | 'scheduled' | 'published'

export const formsEn = {
  forms: {
    coverImage: 'Cover image',
    coverImageUrl: 'Cover image URL',
    coverImageFile: 'Cover image file',
    coverImageSubject: 'cover image',
    coverAltHint:
      "What the picture shows, for people who cannot see it. Left empty, the library's alt text for the file is used, else the title.",
    coverUploadProgress: 'Cover image upload progress',
    clientImageUrl: 'Client image URL',
    clientImageUrlHint: 'Clear the URL to remove the image.',
    clientImageFile: 'Or upload a client image',
    clientImageSubject: 'client image',
    imagesOnly: 'Images only.',
    clientAltHint:
      "What the picture shows. Left empty, the library's alt text for the file is used, else the client's name.",
    clientUploadProgress: 'Client image upload progress',
    features: 'Features',
    feature: (n: number) => `Feature ${n}`,
    removeFeature: (n: number) => `Remove feature ${n}`,
    featureTitle: (n: number) => `Feature ${n} title`,
    featureDescription: (n: number) => `Feature ${n} description`,
    featureIcon: (n: number) => `Feature ${n} icon`,
    addFeature: 'Add Feature',
    selectCategory: 'Select a category',
    results: 'Results',
    resultsIntro:
      'Figures the work reached, shown as a strip on the case study: a figure ("+38%", "2.4M") and what it counts ("qualified leads").',
    resultFigure: (n: number) => `Result ${n} figure`,
    resultLabel: (n: number) => `Result ${n} label`,
    removeResult: (n: number) => `Remove result ${n}`,
    addResult: 'Add Result',
    uploadProgress: 'Upload progress',
  },
  publishing: {
    legend: 'Publishing',
    draft: 'Draft (only the admin sees it)',
    scheduled: 'Scheduled (public at its publish time)',
    published: 'Published',
    publishTime: (zone: string) => `Publish time (${zone})`,
    publishTimeHint: 'Left empty, Publish puts it on the site now; a time to come schedules it.',
    schedule: 'Schedule',
    switchToDraft: 'Switch to draft',
    keepPublished: 'Keep it published',
    unpublishQuestion: (title: string) => `Switch “${title}” to draft?`,
    unpublishDetail: (address: string | null) =>
      address
        ? `It leaves the site now: visitors to ${address} find nothing there until you publish it again.`
        : 'It leaves the site now, until you publish it again.',
    slugHint: (prefix: string) =>
      `The address: ${prefix}<slug>. Left empty, it is made from the title; an old one keeps redirecting.`,
  },
  media: {
    legend: 'Media',
    intro: 'Each item is a URL or a file.',
    row: (n: number) => `Media ${n}`,
    subject: (n: number) => `media ${n}`,
    url: (n: number) => `Media ${n} URL`,
    type: (n: number) => `Media ${n} type`,
    file: (n: number) => `Media ${n} file`,
    alt: (n: number) => `Media ${n} alt text`,
    altHint:
      "What an image shows, for people who cannot see it. Left empty, the library's alt text for the file is used, else the title.",
    remove: (n: number) => `Remove media ${n}`,
    add: 'Add media',
    types: { image: 'image', video: 'video', audio: 'audio' },
    urlOrFileHydrated: 'Clear the URL to choose a file instead.',
    urlOrFilePlain: 'A chosen file replaces the URL.',
    replace: 'Replace',
    replaceSubject: (subject: string) => `Replace ${subject}`,
    removeSubject: (subject: string) => `Remove ${subject}`,
    hideLibrary: 'Hide the library',
    chooseLibrary: 'Choose from the library',
  },
  library: {
    label: 'Media library',
    search: 'Search the library',
    failed: 'The library could not be loaded.',
    loading: 'Loading the library...',
    empty: (images: boolean, searched: boolean) =>
      `No ${images ? 'image' : 'file'} in the library${searched ? ' matches' : ' yet'}.`,
    choose: (name: string) => `Choose ${name}`,
    uploads: 'Uploads',
    retry: 'Retry',
    retryFile: (name: string) => `Retry ${name}`,
    uploadOf: (name: string) => `Upload of ${name}`,
    uploaded: 'Uploaded',
    waiting: 'Waiting',
    uploadFiles: 'Upload files',
    uploadHint: (max: number) =>
      `Images up to 10 MB, video and audio up to 50 MB; up to ${max} files at once.`,
    uploading: 'Uploading...',
    upload: 'Upload',
    tooMany: (max: number) => `At most ${max} files at once.`,
  },
  editor: {
    mode: 'Editor mode',
    rich: 'Rich text',
    html: 'HTML',
    loading: 'Loading editor...',
    /** Why stored HTML opens (or stays) in HTML mode: editor-fidelity.ts's sentence. */
    note: (english: string) => english,
    toolbar: 'Formatting',
    undo: 'Undo',
    redo: 'Redo',
    heading2: 'Heading 2',
    heading3: 'Heading 3',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    strikethrough: 'Strikethrough',
    link: 'Link',
    bulletedList: 'Bulleted list',
    numberedList: 'Numbered list',
    quote: 'Quote',
    horizontalRule: 'Horizontal rule',
    image: 'Image',
    video: 'Video',
    /** A button's tooltip with its keyboard shortcut. */
    withKeys: (label: string, keys: string) => `${label} (${keys})`,
    addImage: 'Add an image',
    imageFile: 'Image file',
    altRequired: 'Alt text (required)',
    captionOptional: 'Caption (optional)',
    altHint: 'Alt text says what the image shows, for people who cannot see it.',
    chooseImage: 'Choose an image file or one from the library.',
    altMissing: 'Alt text is required: say what the image shows.',
    imageFailed: 'Image upload failed',
    imageUnreachable: 'Image upload failed: the server could not be reached.',
    uploadingPercent: (percent: number) => `Uploading... ${percent}%`,
    insertImage: 'Insert image',
    addVideo: 'Add a video',
    videoAddress: 'YouTube or Vimeo address',
    videoMissing: 'Paste the address of a YouTube or Vimeo video.',
    insertVideo: 'Insert video',
    videoOf: (provider: string) => `${provider} video`,
    linkAddress: 'Link address',
    linkInvalid: 'Enter a web address (https://…), an e-mail address or a phone link (tel:…).',
    saveLink: 'Save link',
    open: 'Open',
    editLink: 'Edit link',
    removeLink: 'Remove link',
    autosaveQuestion: (time: string) => `Restore the unsaved changes from ${time}?`,
    autosaveDetail: 'They were kept as you typed; nothing was published.',
    autosaveRestore: 'Restore',
    autosaveDiscard: 'Discard',
    autosaveRestored: (time: string) =>
      `The unsaved changes from ${time} are back. Save to keep them, or leave to keep the saved version.`,
    autosaveKept: 'Changes kept (not saved)',
    autosaveFailed: 'Changes not kept: the server could not be reached.',
    details: 'Details',
  },
  translation: {
    /** A language's name in the interface's language. */
    languageNames: { en: 'English', ar: 'Arabic' } as Record<Language, string>,
    tabs: 'Language',
    untranslated: 'Untranslated',
    /** A list's filter: every item, or those not yet wholly in the other language. */
    filter: 'Translation filter',
    filterAll: 'All',
    filterNeeded: (language: string) => `Needs ${language} translation`,
    figure: (language: string, done: number, total: number, waiting?: 'draft' | 'scheduled') =>
      `${language}: ${done} of ${total} translated${waiting ? `, ${waiting}` : ''}`,
    title: (language: string, item: string) => `${language}: ${item}`,
    /** Before the item's name. */
    back: 'Back to edit',
    heading: (language: string): [string, string] => [`${language} texts of `, ''],
    intro: (language: string, defaultLanguage: string) =>
      `A text left empty shows in ${defaultLanguage} on the ${language} pages.`,
    done: (done: number, total: number) => `${done} of ${total} translated`,
    noText: (noun: string) => `This ${noun} has no text yet.`,
    slug: (language: string) => `Slug in ${language}`,
    /** Around the slug: "Its address on the Arabic pages: /blog/<slug>. Left empty, ...". */
    slugHint: (language: string, path: string, defaultLanguage: string): [string, string] => [
      `Its address on the ${language} pages: ${path}/`,
      `. Left empty, it is made from the ${language} title, in its own script; without one the ${defaultLanguage} slug is used.`,
    ],
    save: (language: string) => `Save ${language} texts`,
    publishingIn: (language: string) => `Publishing in ${language}`,
    status: (language: string, status: string, defaultLanguage: string, at: string | null) => {
      const text: Record<Status, string> = {
        draft: `a draft: its pages show the item in ${defaultLanguage}`,
        scheduled: `scheduled: until its time its pages show the item in ${defaultLanguage}`,
        published: 'published',
      }
      return `The ${language} translation is ${text[status as Status] ?? status}${at ? ` (${at})` : ''}.`
    },
    previewIn: (language: string) => `Preview link in ${language}`,
    statusIn: (language: string) => `Status in ${language}`,
    publishTimeIn: (language: string, zone: string) => `Publish time in ${language} (${zone})`,
  },
  categories: {
    title: 'Manage Categories',
    none: 'No categories yet.',
    otherName: (language: string) => `${language} name`,
    otherNameOf: (language: string, name: string) => `${language} name of ${name}`,
    nameInHint: (language: string) =>
      `Optional: the name on the ${language} pages. Left empty, the category is untranslated there.`,
    add: 'Add Category',
  },
  about: {
    title: 'Manage About Page',
    none: 'No sections yet.',
    section: (n: number) => `Section ${n}`,
    removeSection: (n: number) => `Remove section ${n}`,
    sectionTitle: (n: number) => `Section ${n} title`,
    sectionContent: (n: number) => `Section ${n} content`,
    addSection: 'Add Section',
    save: 'Save Content',
  },
  heroVideo: {
    title: 'Manage Hero Video',
    requirements: 'Upload requirements',
    fileType: 'A video file (MP4, WebM, Ogg or QuickTime)',
    maxSize: 'At most 50 MB',
    resolution: '1920x1080 recommended',
    duration: 'Under 30 seconds',
    file: 'Video file',
    uploading: 'Uploading...',
    upload: 'Upload Video',
    progress: 'Video upload progress',
    current: 'Current video',
    remove: 'Remove Video',
    still: 'Still image',
    stillIntro:
      "Shown behind the headline when there is no video, while the video loads, and instead of it for visitors who ask for reduced motion; also the video's poster. A wide image (at least 1920 pixels) reads best. Left empty, the site's designed image shows.",
    stillUrl: 'Still image URL',
    stillUrlHint: 'Clear the URL to show the designed image.',
    stillFile: 'Or upload a still image',
    stillSubject: 'still image',
    stillProgress: 'Still image upload progress',
    saveStill: 'Save Still Image',
  },
  settings: {
    title: 'Site Settings',
    languageHint:
      "The public site's addresses without a prefix are in this language; the other one is under /ar/ or /en/. Changing it moves the old prefixed addresses for good (301).",
    socialLinks: 'Social links',
    platform: (n: number) => `Link ${n} platform`,
    url: (n: number) => `Link ${n} URL`,
    removeLink: (n: number) => `Remove link ${n}`,
    addLink: 'Add Social Link',
    save: 'Save Settings',
    timeZoneHint:
      'Publish times are typed and shown in this zone, its name beside them. The default is the one the site was set up with.',
    defaultZone: (zone: string) => `Default (${zone})`,
    replyNoteHint:
      'Shown under the thank-you after a contact or consultation request. Left empty, the sentence shown in the field is used.',
  },
}

export type AdminFormsDictionary = typeof formsEn
