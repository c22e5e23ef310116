
// Named places on the content pages for the parts that come with their own issues (the comment
// block). Each page already puts them where they belong; replacing a slot with the real part
// changes no page.

/** The comment block of a content page: the lecture section with this id (SPEC §3, §9). */
export function CommentsSlot({ lectureId }: { lectureId: number }) {
  return (
    <section id="comments" className="slot" data-comment-id={lectureId} aria-labelledby="comments-title">
      <h2 id="comments-title">Комментарии</h2>
      <p>Скоро здесь можно будет задать вопрос и рассказать, что получилось.</p>
    </section>
  );
}
