package org.lanin.it;

import org.junit.jupiter.api.Tag;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Options;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.annotations.Update;
import org.apache.ibatis.datasource.pooled.PooledDataSource;
import org.apache.ibatis.mapping.Environment;
import org.apache.ibatis.session.Configuration;
import org.apache.ibatis.session.SqlSession;
import org.apache.ibatis.session.SqlSessionFactory;
import org.apache.ibatis.session.SqlSessionFactoryBuilder;
import org.apache.ibatis.transaction.jdbc.JdbcTransactionFactory;
import org.junit.jupiter.api.Test;

/** MyBatis 3.5 with its own pooled DataSource: generated keys, parameters, result mapping. */
@Tag("frameworks")
class MyBatisTest {

  public static class Item {
    public Long id;
    public String label;
    public int qty;
  }

  public interface ItemMapper {
    @Update("create table item (id bigserial primary key, label text not null, qty int not null)")
    void createTable();

    @Insert("insert into item (label, qty) values (#{label}, #{qty})")
    @Options(useGeneratedKeys = true, keyProperty = "id", keyColumn = "id")
    int insert(Item item);

    @Select("select id, label, qty from item where qty >= #{min} order by id")
    List<Item> atLeast(@Param("min") int min);

    @Update("update item set qty = qty + #{delta} where id = #{id}")
    int add(@Param("id") long id, @Param("delta") int delta);
  }

  @Test
  void mapperRoundTrip() {
    PooledDataSource ds = new PooledDataSource(Target.driverClass(), Target.url("mybatis_it"), null, null);
    Configuration cfg = new Configuration(new Environment("it", new JdbcTransactionFactory(), ds));
    cfg.addMapper(ItemMapper.class);
    SqlSessionFactory factory = new SqlSessionFactoryBuilder().build(cfg);
    try (SqlSession session = factory.openSession(true)) {
      ItemMapper m = session.getMapper(ItemMapper.class);
      m.createTable();
      for (int i = 1; i <= 3; i++) {
        Item it = new Item();
        it.label = "item" + i;
        it.qty = i * 10;
        assertThat(m.insert(it)).isEqualTo(1);
        assertThat(it.id).isEqualTo(i);
      }
      assertThat(m.add(1, 25)).isEqualTo(1);
      assertThat(m.atLeast(20)).extracting(x -> x.label).containsExactly("item1", "item2", "item3");
      assertThat(m.atLeast(30).get(0).qty).isEqualTo(35);
    } finally {
      ds.forceCloseAll();
    }
  }
}
