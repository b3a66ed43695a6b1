-- Content files are addressed by their random storage key instead of their sequential media id (issue 13):
-- every stored /api/konten/berkas/<id> in the public site's content becomes /api/konten/berkas/<storage_key>.
-- URL fields hold the address alone; rich text holds it inside src="…" or href="…" (the closing quote keeps id 1
-- from matching id 12).
DO $$
DECLARE
  m record;
  old_url text;
  new_url text;
BEGIN
  FOR m IN
    SELECT DISTINCT media.id, media.storage_key
    FROM media JOIN mediables ON mediables.media_id = media.id AND mediables.mediable_type = 'konten'
  LOOP
    old_url := '/api/konten/berkas/' || m.id;
    new_url := '/api/konten/berkas/' || m.storage_key;
    UPDATE beritas SET gambar_url = new_url WHERE gambar_url = old_url;
    UPDATE beritas SET isi = replace(isi, old_url || '"', new_url || '"') WHERE isi LIKE '%' || old_url || '"%';
    UPDATE image_sliders SET gambar_url = new_url WHERE gambar_url = old_url;
    UPDATE faqs SET jawaban = replace(jawaban, old_url || '"', new_url || '"') WHERE jawaban LIKE '%' || old_url || '"%';
    UPDATE knowledge_bases SET lampiran_url = new_url WHERE lampiran_url = old_url;
    UPDATE knowledge_bases SET isi = replace(isi, old_url || '"', new_url || '"') WHERE isi LIKE '%' || old_url || '"%';
    UPDATE halaman_publiks SET berkas_url = new_url WHERE berkas_url = old_url;
    UPDATE halaman_publiks SET isi = replace(isi, old_url || '"', new_url || '"') WHERE isi LIKE '%' || old_url || '"%';
    UPDATE konten_materi_sosialisasis SET berkas_url = new_url WHERE berkas_url = old_url;
    UPDATE konten_materi_sosialisasis SET thumbnail_url = new_url WHERE thumbnail_url = old_url;
    UPDATE dokumen_publiks SET berkas_url = new_url WHERE berkas_url = old_url;
  END LOOP;
END $$;
