import { ImageReader } from '../../../components/image-reader/image-reader';
import { solderingPage } from '../../../content/soldering';
import './soldering.css';

/** «Что такое пайка»: the video, the lesson and the comic reader (SPEC §2). */
export function SolderingLesson() {
  const { video, text, comic } = solderingPage;
  return (
    <div className="soldering">
      <video className="soldering__video" controls playsInline preload="metadata" poster={video.poster}>
        {/* WebM first for Chromium builds without H.264; Safari skips it and plays the MP4. */}
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
        Твой браузер не умеет показывать видео.
      </video>
      <div className="text">
        {text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h2>Комикс: как паять</h2>
      <ImageReader images={comic} label="Комикс о пайке" zoomable />
    </div>
  );
}
